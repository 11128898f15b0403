// Threads that cannot be started are an exception the caller can catch, never std::terminate: each
// parallel search of the library (parallel perft, MCTS on several trees, the engine's Lazy SMP) stops
// and joins the threads it did start, then lets std::system_error out. Run by ctest under
// `ulimit -s 8192 -v 1000000`, where 200 thread stacks of 8 MiB cannot fit in the address space.
#include <cstdio>
#include <exception>
#include <string>
#include <system_error>

#include <gametree/games/congo/congo.hpp>
#include <gametree/search/engine/engine.hpp>
#include <gametree/search/mcts.hpp>
#include <gametree/search/parallel_perft.hpp>

namespace {

using namespace gametree;
using namespace gametree::congo;

constexpr int threads = 200;

/// Runs `search`; true when it threw std::system_error (what a thread that cannot start throws).
template <class Search>
bool refused(const char* what, Search&& search) {
    try {
        search();
    } catch (const std::system_error& e) {
        std::printf("%s: refused (%s)\n", what, e.what());
        return true;
    } catch (const std::exception& e) {
        std::printf("%s: another exception: %s\n", what, e.what());
        return false;
    }
    std::printf("%s: all %d threads started; the limit did not bite, so nothing was tested\n", what, threads);
    return false;
}

}  // namespace

int main() {
    const Position start = start_position(Rules::standard);
    bool ok = refused("parallel_perft", [&] { (void)parallel_perft(start, 6, MoveGenerator{}, threads); });

    MctsOptions mcts_options;
    mcts_options.threads = threads;
    mcts_options.max_nodes = 1024;  // the trees' memory is not what is tested
    Mcts<Position, MoveGenerator> mcts(mcts_options);
    MctsLimits mcts_limits;
    mcts_limits.iterations = 100'000;
    ok = refused("mcts", [&] { (void)mcts.search(start, mcts_limits); }) && ok;

    EngineOptions engine_options;
    engine_options.threads = threads;
    engine_options.tt_mib = 1;
    Engine<Position, MoveGenerator, StrongEvaluator> engine(engine_options);
    ok = refused("engine", [&] { (void)engine.search(start, SearchLimits::to_depth(6)); }) && ok;
    // Refused, and still usable with the threads it can have.
    engine_options.threads = 1;
    engine.set_options(engine_options);
    ok = engine.search(start, SearchLimits::to_depth(3)).best_move.has_value() && ok;
    return ok ? 0 : 1;
}
