import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULESETS } from '../src/engine/index.js';
import { renderBlankSheet, renderGameSheet, sheetInputFromGame } from '../src/sheet-svg/index.js';
import { LAYERS, folderEdges } from '../test/architecture/import-graph.js';
import { playGame } from '../test/sheet-svg/games.js';
import { layersPicture } from './layers-picture.js';
import { projectRoot } from './schema.js';

/** `npm run docs:images`: the sheets the README and the client guide show, rendered from a game played with scripted dice, and the layers of docs/ARCHITECTURE.md. */
const dir = join(projectRoot, 'docs', 'images');
mkdirSync(dir, { recursive: true });
const played = playGame('jamb', ['Ana', 'Ben']);
const images = {
  'sheet-blank-jamb.svg': renderBlankSheet(RULESETS.jamb, { players: 2 }),
  'sheet-game-jamb.svg': renderGameSheet(sheetInputFromGame(played.state, { gameId: 'example', date: '2026-11-29T12:00:00.000Z', lastEvent: played.last })),
  'layers.svg': layersPicture(LAYERS, folderEdges()),
};
for (const [file, svg] of Object.entries(images)) {
  writeFileSync(join(dir, file), svg);
  console.log(`wrote docs/images/${file} (${svg.length} bytes)`);
}
