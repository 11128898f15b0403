// The whole library: the core concepts, the searches and every game.
#pragma once

#include "gametree/core/concepts.hpp"
#include "gametree/core/expected.hpp"
#include "gametree/core/move_buffer.hpp"
#include "gametree/core/player.hpp"
#include "gametree/core/score.hpp"
#include "gametree/search/alphabeta.hpp"
#include "gametree/search/minimax.hpp"
#include "gametree/search/perft.hpp"
#include "gametree/search/principal_variation.hpp"
#include "gametree/search/search_result.hpp"
#include "gametree/games/chess960/chess960.hpp"
#include "gametree/games/chess_simulator/chess_simulator.hpp"
#include "gametree/games/congo/congo.hpp"
