/// \file
/// How a search spends a time limit: shared by the engine's SearchLimits and MCTS's MctsLimits.
#pragma once

#include "gametree/core/cxx20.hpp"

namespace gametree {

/// How a search spends a time limit.
enum class TimeUse {
    /// The default, for a clock whose time saved is time for later moves. The engine starts a new
    /// iteration only while less than half the time is spent (the next one usually costs more than all
    /// before it together, and would be cut short unfinished), so a search often ends between half the
    /// limit and the limit: a 1000 ms search may return after 600 ms. MCTS, which has no iterations to
    /// finish, searches to the limit. Both return a root with a single move after their first iteration:
    /// there is nothing to choose, and the clock's time is kept for other moves.
    save,
    /// The search goes on until the limit itself, even at a root with a single move (a fixed time a
    /// move, all of it to be used). The engine's last, unfinished iteration gives only what
    /// EngineOptions::unfinished_iteration takes from it (off: nothing).
    whole,
};

}  // namespace gametree
