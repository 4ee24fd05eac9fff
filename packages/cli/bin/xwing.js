#!/usr/bin/env node
// The bundle (scripts/bundle-cli.mjs, built by `npm run build`): a few files to load instead of the workspaces'
// hundred modules, which is most of a command's start-up.
import { main } from '../dist/bundle/xwing.js';

process.exitCode = await main(process.argv.slice(2));
