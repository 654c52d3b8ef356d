// npm run bench: prints every benchmark of the project (docs/benchmarks.md records them).
import { runEngineBench } from './engine.js';

console.log(`node ${process.version}, ${new Date().toISOString()}`);
runEngineBench();
