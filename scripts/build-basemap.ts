/**
 * Builds the offline basemap standalone: `npm run build:basemap [-- <out.pmtiles>]`.
 * The server does the same at first start (src/server/maps/ensure-basemap.ts).
 */
import path from 'node:path';
import { basemapPath, writeBasemap } from '../src/server/maps/ensure-basemap.js';

const log = { info: (obj: object, msg?: string) => console.log(msg ?? '', JSON.stringify(obj)) };
const out = process.argv[2] ? path.resolve(process.argv[2]) : basemapPath(path.resolve(process.env.DATA_DIR ?? './data'));
const result = await writeBasemap(out, log);
console.log(`${out}: ${(result.bytes / 1e6).toFixed(1)} MB, ${result.tiles} tiles, ${(result.ms / 1000).toFixed(1)} s`);
