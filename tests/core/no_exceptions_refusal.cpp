// Built with -fno-exceptions: an engine option the library refuses (0 threads) cannot be thrown, so it
// is printed ("gametree: engine: threads must be 1 to ...") and the program aborts; the test expects both.
#include <gametree/core/exceptions.hpp>
#include <gametree/search/engine/engine.hpp>

#include "support/nim.hpp"

static_assert(!GAMETREE_EXCEPTIONS, "this test is built with -fno-exceptions");

int main() {
    gametree::EngineOptions options;
    options.threads = 0;
    gametree::Engine<gametree::testing::Nim, gametree::testing::NimMoves, gametree::testing::NimEvaluator> engine;
    engine.set_options(options);
    return 0;  // not reached
}
