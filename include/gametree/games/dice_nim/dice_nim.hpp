/// \file
/// Dice Nim: take up to the die's roll; the last stone wins. See position.hpp for the rules.
#pragma once

#include "gametree/games/dice_nim/evaluation.hpp"
#include "gametree/games/dice_nim/movegen.hpp"
#include "gametree/games/dice_nim/position.hpp"
