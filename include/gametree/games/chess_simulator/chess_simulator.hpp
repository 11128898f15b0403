/// \file
/// The chess simulator: everything needed to set up, play, print and search its boards.
#pragma once

#include "gametree/games/chess_simulator/bitboard.hpp"
#include "gametree/games/chess_simulator/board.hpp"
#include "gametree/games/chess_simulator/board_text.hpp"
#include "gametree/games/chess_simulator/evaluation.hpp"
#include "gametree/games/chess_simulator/move.hpp"
#include "gametree/games/chess_simulator/movegen.hpp"
#include "gametree/games/chess_simulator/notation.hpp"
#include "gametree/games/chess_simulator/piece.hpp"
#include "gametree/games/chess_simulator/position.hpp"
#include "gametree/games/chess_simulator/rules.hpp"
#include "gametree/games/chess_simulator/setup.hpp"
#include "gametree/games/chess_simulator/square.hpp"
