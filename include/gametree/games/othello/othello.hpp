/// \file
/// Othello (Reversi) on 6×6 and 8×8 boards: everything needed to play, print and search it.
#pragma once

#include "gametree/games/othello/board_text.hpp"
#include "gametree/games/othello/evaluation.hpp"
#include "gametree/games/othello/geometry.hpp"
#include "gametree/games/othello/move.hpp"
#include "gametree/games/othello/movegen.hpp"
#include "gametree/games/othello/notation.hpp"
#include "gametree/games/othello/position.hpp"
#include "gametree/games/othello/position_text.hpp"
#include "gametree/games/othello/rules.hpp"
