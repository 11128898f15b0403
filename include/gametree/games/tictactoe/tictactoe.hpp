/// \file
/// Tic-tac-toe: everything needed to read, play, print and search the game.
#pragma once

#include "gametree/games/tictactoe/board_string.hpp"
#include "gametree/games/tictactoe/board_text.hpp"
#include "gametree/games/tictactoe/cells.hpp"
#include "gametree/games/tictactoe/evaluation.hpp"
#include "gametree/games/tictactoe/move.hpp"
#include "gametree/games/tictactoe/movegen.hpp"
#include "gametree/games/tictactoe/notation.hpp"
#include "gametree/games/tictactoe/position.hpp"
