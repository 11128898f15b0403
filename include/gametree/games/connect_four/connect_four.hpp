/// \file
/// Connect Four on boards of any size up to 64 bits: everything needed to play, print and search it.
#pragma once

#include "gametree/games/connect_four/board_text.hpp"
#include "gametree/games/connect_four/evaluation.hpp"
#include "gametree/games/connect_four/geometry.hpp"
#include "gametree/games/connect_four/move.hpp"
#include "gametree/games/connect_four/movegen.hpp"
#include "gametree/games/connect_four/notation.hpp"
#include "gametree/games/connect_four/position.hpp"
