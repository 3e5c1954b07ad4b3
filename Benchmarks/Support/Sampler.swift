/// Runs a piece of work repeatedly and keeps how long each run took.
struct Sampler {
    /// Runs thrown away first, so caches, allocators and branch predictors settle.
    var warmups = 5
    /// Runs kept.
    var runs = 30

    /// The milliseconds of each kept run of `body`.
    func sample(_ body: () -> Void) -> [Double] {
        sample(setup: {}, body)
    }

    /// The milliseconds of each kept run of `body`, given a fresh value from `setup`, which is not timed.
    func sample<Input>(setup: () throws -> Input, _ body: (Input) throws -> Void) rethrows -> [Double] {
        for _ in 0..<warmups { try body(setup()) }
        var samples: [Double] = []
        for _ in 0..<runs {
            let input = try setup()
            let stopwatch = Stopwatch()
            try body(input)
            samples.append(stopwatch.elapsedMilliseconds)
        }
        return samples
    }
}

extension Sampler {
    /// The milliseconds of each kept run of `first` and of `second`, run in alternation (swapping which goes
    /// first each round) so that both see the same machine: a ratio of the two then survives background load.
    func samplePair(_ first: () -> Void, _ second: () -> Void) -> (first: [Double], second: [Double]) {
        var firstSamples: [Double] = []
        var secondSamples: [Double] = []
        for round in 0..<(warmups + runs) {
            let keep = round >= warmups
            for body in round.isMultiple(of: 2) ? [0, 1] : [1, 0] {
                let stopwatch = Stopwatch()
                body == 0 ? first() : second()
                let elapsed = stopwatch.elapsedMilliseconds
                guard keep else { continue }
                if body == 0 { firstSamples.append(elapsed) } else { secondSamples.append(elapsed) }
            }
        }
        return (firstSamples, secondSamples)
    }
}

/// Keeps the optimiser from dropping work whose result is otherwise unused.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
