/// \file
/// Congo: everything needed to read, play and search the game.
#pragma once

#include "gametree/games/congo/bitboard.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/game_end.hpp"
#include "gametree/games/congo/move.hpp"
#include "gametree/games/congo/movegen.hpp"
#include "gametree/games/congo/notation.hpp"
#include "gametree/games/congo/piece.hpp"
#include "gametree/games/congo/position.hpp"
#include "gametree/games/congo/rules.hpp"
#include "gametree/games/congo/square.hpp"
#include "gametree/games/congo/zobrist.hpp"
#include "gametree/games/congo/evaluation/material.hpp"
#include "gametree/games/congo/evaluation/course_advanced.hpp"
#include "gametree/games/congo/evaluation/strong.hpp"
#include "gametree/games/congo/board_text.hpp"
#include "gametree/games/congo/tablebase.hpp"
