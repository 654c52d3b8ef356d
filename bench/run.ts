console.log('benchmarks: see bench/engine.ts');
