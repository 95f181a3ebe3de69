'use strict';

/**
 * Real Dutch places with the coordinates of their centre (WGS84, 4 decimals) and their province.
 * `weight` is a rough size factor: bigger places get more demo vacancies.
 */
module.exports = [
  { name: 'Amsterdam', province: 'Noord-Holland', latitude: 52.3676, longitude: 4.9041, weight: 10 },
  { name: 'Rotterdam', province: 'Zuid-Holland', latitude: 51.9244, longitude: 4.4777, weight: 8 },
  { name: 'Den Haag', province: 'Zuid-Holland', latitude: 52.0705, longitude: 4.3007, weight: 7 },
  { name: 'Utrecht', province: 'Utrecht', latitude: 52.0907, longitude: 5.1214, weight: 7 },
  { name: 'Eindhoven', province: 'Noord-Brabant', latitude: 51.4416, longitude: 5.4697, weight: 5 },
  { name: 'Groningen', province: 'Groningen', latitude: 53.2194, longitude: 6.5665, weight: 5 },
  { name: 'Tilburg', province: 'Noord-Brabant', latitude: 51.5555, longitude: 5.0913, weight: 4 },
  { name: 'Almere', province: 'Flevoland', latitude: 52.3508, longitude: 5.2647, weight: 4 },
  { name: 'Breda', province: 'Noord-Brabant', latitude: 51.5719, longitude: 4.7683, weight: 4 },
  { name: 'Nijmegen', province: 'Gelderland', latitude: 51.8126, longitude: 5.8372, weight: 4 },
  { name: 'Apeldoorn', province: 'Gelderland', latitude: 52.2112, longitude: 5.9699, weight: 3 },
  { name: 'Haarlem', province: 'Noord-Holland', latitude: 52.3874, longitude: 4.6462, weight: 3 },
  { name: 'Arnhem', province: 'Gelderland', latitude: 51.9851, longitude: 5.8987, weight: 3 },
  { name: 'Enschede', province: 'Overijssel', latitude: 52.2215, longitude: 6.8937, weight: 3 },
  { name: 'Amersfoort', province: 'Utrecht', latitude: 52.1561, longitude: 5.3878, weight: 3 },
  { name: 'Zwolle', province: 'Overijssel', latitude: 52.5168, longitude: 6.083, weight: 3 },
  { name: 'Leeuwarden', province: 'Friesland', latitude: 53.2012, longitude: 5.7999, weight: 2 },
  { name: 'Maastricht', province: 'Limburg', latitude: 50.8514, longitude: 5.691, weight: 2 },
  { name: "'s-Hertogenbosch", province: 'Noord-Brabant', latitude: 51.6978, longitude: 5.3037, weight: 3 },
  { name: 'Leiden', province: 'Zuid-Holland', latitude: 52.1601, longitude: 4.497, weight: 3 },
  { name: 'Delft', province: 'Zuid-Holland', latitude: 52.0116, longitude: 4.3571, weight: 2 },
  { name: 'Assen', province: 'Drenthe', latitude: 52.9925, longitude: 6.5649, weight: 1 },
  { name: 'Middelburg', province: 'Zeeland', latitude: 51.4988, longitude: 3.6136, weight: 1 },
  { name: 'Lelystad', province: 'Flevoland', latitude: 52.5185, longitude: 5.4714, weight: 1 },
  { name: 'Venlo', province: 'Limburg', latitude: 51.3704, longitude: 6.1724, weight: 2 },
  { name: 'Deventer', province: 'Overijssel', latitude: 52.2661, longitude: 6.1552, weight: 2 },
  { name: 'Alkmaar', province: 'Noord-Holland', latitude: 52.6324, longitude: 4.7534, weight: 2 },
  { name: 'Dordrecht', province: 'Zuid-Holland', latitude: 51.8133, longitude: 4.6901, weight: 2 },
  { name: 'Emmen', province: 'Drenthe', latitude: 52.7792, longitude: 6.9069, weight: 1 },
  { name: 'Heerlen', province: 'Limburg', latitude: 50.8882, longitude: 5.9795, weight: 1 },
  { name: 'Hilversum', province: 'Noord-Holland', latitude: 52.2292, longitude: 5.1669, weight: 1 },
  { name: 'Ede', province: 'Gelderland', latitude: 52.0402, longitude: 5.6649, weight: 1 },
  { name: 'Sneek', province: 'Friesland', latitude: 53.0326, longitude: 5.6589, weight: 1 },
  { name: 'Goes', province: 'Zeeland', latitude: 51.504, longitude: 3.888, weight: 1 },
  { name: 'Vlissingen', province: 'Zeeland', latitude: 51.4425, longitude: 3.5736, weight: 1 },
];
