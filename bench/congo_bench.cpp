// Micro-benchmarks of the Congo move generator (Google Benchmark). The headline nodes-per-second
// figure is `congo perft`; these isolate the pieces it is made of.
#include <benchmark/benchmark.h>

#include "../examples/common/output.hpp"
#include "gametree/gametree.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

const Position& start_position() {
    static const Position pos = *parse_fen(start_fen);
    return pos;
}

void generate_start(benchmark::State& state) {
    const MoveGenerator gen;
    for (auto _ : state) {
        auto moves = gametree::moves_of(gen, start_position());
        benchmark::DoNotOptimize(moves.size());
    }
}
BENCHMARK(generate_start);

void count_start(benchmark::State& state) {
    const MoveGenerator gen;
    for (auto _ : state) benchmark::DoNotOptimize(gen.count(start_position()));
}
BENCHMARK(count_start);

void play_every_start_move(benchmark::State& state) {
    auto moves = gametree::moves_of(MoveGenerator{}, start_position());
    for (auto _ : state)
        for (const Move& m : moves) benchmark::DoNotOptimize(start_position().after(m).hash());
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(moves.size()));
}
BENCHMARK(play_every_start_move);

void perft_start(benchmark::State& state) {
    const int depth = static_cast<int>(state.range(0));
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        nodes = perft(start_position(), depth, MoveGenerator{});
        benchmark::DoNotOptimize(nodes);
    }
    state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes) * static_cast<double>(state.iterations()),
                                               benchmark::Counter::kIsRate);
}
BENCHMARK(perft_start)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);

}  // namespace

// BENCHMARK_MAIN(), with the output checked: a full disk or a closed pipe is an error, not success.
int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return common::finish(0);
}
