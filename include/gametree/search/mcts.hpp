/// \file
/// Monte Carlo tree search, for any game that models the core concepts: UCT, MCTS-Solver, evaluation
/// cut-off, progressive bias, chance nodes, a bounded tree (pruned when full) reused between moves.
#pragma once

#include "gametree/search/mcts/mcts.hpp"
#include "gametree/search/mcts/node.hpp"
#include "gametree/search/mcts/options.hpp"
#include "gametree/search/mcts/playout.hpp"
#include "gametree/search/mcts/prune.hpp"
#include "gametree/search/mcts/report.hpp"
