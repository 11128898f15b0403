/// \file
/// The board layer: grids of W×H squares, bitboards, directional shifts, step tables and slides.
#pragma once

#include "gametree/board/bitboard.hpp"
#include "gametree/board/grid.hpp"
#include "gametree/board/shift.hpp"
#include "gametree/board/slide.hpp"
#include "gametree/board/square_counter.hpp"
#include "gametree/board/step.hpp"
#include "gametree/board/step_table.hpp"
