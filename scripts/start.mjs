#!/usr/bin/env node
// `npm start`: build what is not built yet (or is older than its sources), then run the server.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureBuilt();

// Run the server in this process, so signals (Ctrl+C, SIGTERM) reach its graceful shutdown directly.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'server/dist/main.js')).href);
