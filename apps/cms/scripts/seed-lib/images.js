'use strict';

/**
 * Draws the demo images as SVG, renders them with sharp (the library Strapi's upload plugin uses)
 * and uploads them through the upload plugin, so they get formats, a hash and a URL like any
 * image an editor uploads. Nothing is downloaded.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { createRng } = require('./random');

const RED = '#e20612';
const BLUE = '#2daae1';
const INK = '#1d1d1b';
const NAME_PREFIX = 'seed-';

function loadSharp() {
  // sharp is a dependency of @strapi/upload; resolve it from there so the cms workspace needs no
  // direct dependency on it.
  const paths = [process.cwd()];
  try {
    paths.unshift(path.dirname(require.resolve('@strapi/upload/package.json', { paths: [process.cwd()] })));
  } catch {
    /* fall back to the app's own node_modules */
  }
  return require(require.resolve('sharp', { paths }));
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits text into at most `maxLines` lines of about `width` characters. */
function wrap(text, width, maxLines = 2) {
  const words = String(text).split(/\s+/);
  const lines = [];
  let line = '';
  for (const word of words) {
    if (line && (line + ' ' + word).length > width && lines.length < maxLines - 1) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const PATTERN_NAMES = {
  stripes: 'diagonale banen',
  dots: 'stippen',
  waves: 'golvende lijnen',
  blocks: 'blokken',
  rings: 'cirkels',
};

function patternSvg(kind, w, h, rng, dark) {
  const colours = [RED, BLUE];
  const soft = dark ? 0.85 : 0.9;
  const out = [];
  switch (kind) {
    case 'stripes': {
      const band = 70 + rng.int(0, 40);
      for (let x = -h, i = 0; x < w + h; x += band, i += 1) {
        const c = i % 3 === 2 ? (dark ? '#1f2a36' : '#ffffff') : colours[i % 2];
        out.push(`<polygon points="${x},0 ${x + band},0 ${x + band + h},${h} ${x + h},${h}" fill="${c}" opacity="${soft}"/>`);
      }
      break;
    }
    case 'dots': {
      const step = 70 + rng.int(0, 30);
      for (let y = step / 2, row = 0; y < h + step; y += step, row += 1) {
        for (let x = (row % 2) * (step / 2); x < w + step; x += step) {
          const r = 8 + rng.int(0, Math.floor(step / 2.6));
          out.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${rng.pick(colours)}" opacity="${0.55 + rng.next() * 0.4}"/>`);
        }
      }
      break;
    }
    case 'waves': {
      const count = 9 + rng.int(0, 4);
      for (let i = 0; i < count; i += 1) {
        const y0 = (h / count) * i + 20;
        const amp = 25 + rng.int(0, 45);
        const len = 220 + rng.int(0, 200);
        let d = `M -50 ${y0}`;
        for (let x = -50; x < w + len; x += len) d += ` q ${len / 4} ${-amp} ${len / 2} 0 t ${len / 2} 0`;
        out.push(
          `<path d="${d}" stroke="${colours[i % 2]}" stroke-width="${14 + rng.int(0, 18)}" fill="none" stroke-linecap="round" opacity="${soft}"/>`,
        );
      }
      break;
    }
    case 'blocks': {
      const size = 100 + rng.int(0, 50);
      for (let y = 0; y < h; y += size) {
        for (let x = 0; x < w; x += size) {
          const roll = rng.next();
          const c = roll < 0.35 ? RED : roll < 0.7 ? BLUE : dark ? '#1f2a36' : '#ffffff';
          out.push(`<rect x="${x + 6}" y="${y + 6}" width="${size - 12}" height="${size - 12}" rx="14" fill="${c}" opacity="${soft}"/>`);
        }
      }
      break;
    }
    case 'rings':
    default: {
      const cx = w * (0.55 + rng.next() * 0.35);
      const cy = h * (0.2 + rng.next() * 0.3);
      for (let r = 40, i = 0; r < Math.max(w, h) * 1.2; r += 46, i += 1) {
        out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" stroke="${colours[i % 2]}" stroke-width="20" fill="none" opacity="${soft}"/>`);
      }
      break;
    }
  }
  return out.join('');
}

function photoSvg(def) {
  const w = 1200;
  const h = 800;
  const rng = createRng(`image:${def.key}`);
  const bg = def.dark ? '#11161c' : '#f3f8fb';
  const panel = def.dark ? '#0b0f14' : '#ffffff';
  const text = def.dark ? '#ffffff' : INK;
  const subColour = def.dark ? BLUE : RED;
  const lines = wrap(def.text, 22, 2);
  const size = lines.length > 1 ? 66 : 78;
  const panelH = 90 + lines.length * (size + 10) + 40;
  const panelY = h - panelH - 60;
  const textLines = lines
    .map(
      (line, i) =>
        `<text x="110" y="${panelY + 40 + size + i * (size + 10)}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="${size}" fill="${text}">${esc(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="${bg}"/>
${patternSvg(def.pattern, w, h, rng, def.dark)}
<rect x="70" y="${panelY}" width="${w - 140}" height="${panelH}" rx="26" fill="${panel}" opacity="0.94"/>
<rect x="70" y="${panelY}" width="16" height="${panelH}" rx="8" fill="${RED}"/>
${textLines}
<text x="112" y="${panelY + panelH - 38}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="34" fill="${subColour}">${esc(def.sub)}</text>
</svg>`;
}

function initials(name) {
  const skip = new Set(['de', 'het', 'van', 'en', '&', 'der']);
  const words = name.split(/[\s-]+/).filter((w) => w && !skip.has(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

function logoSvg(def, index) {
  const s = 400;
  const colour = index % 2 === 0 ? RED : BLUE;
  const accent = index % 2 === 0 ? BLUE : RED;
  const lines = wrap(def.name, 18, 2);
  const nameY = lines.length > 1 ? 318 : 336;
  const longest = Math.max(...lines.map((l) => l.length));
  const fontSize = Math.min(30, Math.floor(360 / (longest * 0.64)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
<rect width="${s}" height="${s}" fill="#ffffff"/>
<rect x="110" y="36" width="180" height="180" rx="40" fill="${colour}"/>
<circle cx="276" cy="50" r="26" fill="${accent}"/>
<text x="200" y="158" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="84" fill="#ffffff">${esc(initials(def.name))}</text>
${lines.map((line, i) => `<text x="200" y="${nameY + i * 36}" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="${fontSize}" fill="${INK}">${esc(line)}</text>`).join('')}
</svg>`;
}

/** All images the seed needs: photos plus one logo per partner. */
function imageDefinitions(photos, partners, slugify) {
  const defs = photos.map((p) => ({
    ...p,
    text: p.caption,
    kind: 'photo',
    fileName: `${NAME_PREFIX}${p.key}.jpg`,
    alternativeText: `Illustratie met ${PATTERN_NAMES[p.pattern] || 'vormen'} in rood en lichtblauw${p.dark ? ' op een donkere achtergrond' : ''}, met de tekst ‘${p.caption}’ en ‘${p.sub}’`,
    caption: `${p.caption} – ${p.sub}`,
  }));
  partners.forEach((partner, index) => {
    const key = `logo-${slugify(partner.name)}`;
    defs.push({
      key,
      kind: 'logo',
      name: partner.name,
      index,
      fileName: `${NAME_PREFIX}${key}.png`,
      alternativeText: `Logo van ${partner.name}`,
      caption: `Logo ${partner.name}`,
    });
  });
  return defs;
}

/**
 * Makes sure every image exists in the media library. Returns { files: Map key → file, created }.
 * Images that already exist (same file name) are reused, so a second run uploads nothing.
 * `log` gets one progress line when something has to be made.
 */
async function ensureImages(strapi, defs, log) {
  const fileQuery = strapi.db.query('plugin::upload.file');
  const existing = await fileQuery.findMany({ where: { name: { $in: defs.map((d) => d.fileName) } }, orderBy: { id: 'asc' } });
  const byName = new Map();
  for (const f of existing) if (!byName.has(f.name)) byName.set(f.name, f);

  const files = new Map();
  const missing = [];
  for (const def of defs) {
    const found = byName.get(def.fileName);
    if (found) files.set(def.key, found);
    else missing.push(def);
  }
  if (missing.length === 0) return { files, created: 0 };

  log(`Afbeeldingen: ${missing.length} tekenen en uploaden…`);
  const sharp = loadSharp();
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vacaturesite-seed-'));
  const uploadService = strapi.plugin('upload').service('upload');
  try {
    for (const def of missing) {
      const filepath = path.join(tmpDir, def.fileName);
      if (def.kind === 'logo') {
        await sharp(Buffer.from(logoSvg(def, def.index)))
          .png({ compressionLevel: 9 })
          .toFile(filepath);
      } else {
        await sharp(Buffer.from(photoSvg(def)))
          .jpeg({ quality: 82, mozjpeg: true })
          .toFile(filepath);
      }
      const [file] = await uploadService.upload({
        data: { fileInfo: { name: def.fileName, alternativeText: def.alternativeText, caption: def.caption } },
        files: {
          filepath,
          originalFilename: def.fileName,
          mimetype: def.kind === 'logo' ? 'image/png' : 'image/jpeg',
          size: fs.statSync(filepath).size,
        },
      });
      files.set(def.key, file);
    }
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
  return { files, created: missing.length };
}

module.exports = { imageDefinitions, ensureImages, photoSvg, logoSvg, loadSharp };
