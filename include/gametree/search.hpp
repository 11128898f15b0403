/// \file
/// The search module, for any game that models the core concepts: perft, the course's minimax and
/// alpha-beta (and their exact fast form), principal variations, the engine, Monte Carlo tree search,
/// expectiminimax for games with chance, proof-number search (best-first and depth-first),
/// and retrograde tablebases. No game is included.
#pragma once

#include "gametree/core.hpp"
#include "gametree/search/alphabeta.hpp"
#include "gametree/search/chance/expectiminimax.hpp"
#include "gametree/search/deepening.hpp"
#include "gametree/search/engine/engine.hpp"
#include "gametree/search/engine/exact_search.hpp"
#include "gametree/search/mcts.hpp"
#include "gametree/search/minimax.hpp"
#include "gametree/search/parallel_perft.hpp"
#include "gametree/search/perft.hpp"
#include "gametree/search/pns/dfpn.hpp"
#include "gametree/search/pns/proof_number.hpp"
#include "gametree/search/principal_variation.hpp"
#include "gametree/search/search_result.hpp"
#include "gametree/search/tablebase/probe.hpp"
#include "gametree/search/tablebase/retrograde.hpp"
