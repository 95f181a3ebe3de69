// Strapi 3 writes this file with a random secret when it is missing; set JWT_SECRET outside tests.
module.exports = {
  jwtSecret: process.env.JWT_SECRET || 'strapi3-test-jwt-secret',
};
