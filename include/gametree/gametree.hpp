/// \file
/// The whole library: every module and every game. Convenient, but it compiles every game; a program
/// that needs less includes the module headers (gametree/core.hpp, search.hpp, arena.hpp) and the
/// games it plays (e.g. gametree/games/congo/congo.hpp).
#pragma once

#include "gametree/core.hpp"
#include "gametree/core/utf8.hpp"
#include "gametree/board/board.hpp"
#include "gametree/search.hpp"
#include "gametree/arena.hpp"
#include "gametree/testing/conformance.hpp"
#include "gametree/setup/chess960.hpp"
#include "gametree/games/chess_simulator/chess_simulator.hpp"
#include "gametree/games/congo/congo.hpp"
#include "gametree/games/connect_four/connect_four.hpp"
#include "gametree/games/dice_nim/dice_nim.hpp"
#include "gametree/games/othello/othello.hpp"
#include "gametree/games/tictactoe/tictactoe.hpp"
#include "gametree/agents/congo.hpp"
