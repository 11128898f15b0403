/// \file
/// The core module: the concepts a game models, declared features, the no-move policy, scores, players,
/// move buffers, parse results, text helpers, debug contracts and the library's version. What a game's
/// own headers need.
#pragma once

#include "gametree/core/assert.hpp"
#include "gametree/core/chance.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/core/exceptions.hpp"
#include "gametree/core/expected.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/move_buffer.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/core/player.hpp"
#include "gametree/core/random.hpp"
#include "gametree/core/score.hpp"
#include "gametree/core/text.hpp"
#include "gametree/version.hpp"
