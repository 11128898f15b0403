/// \file
/// The arena module, for any game: agents (the searches, the engine, random), openings, games between
/// agents, round robins, Elo estimates and the SPRT. No game is included.
#pragma once

#include "gametree/arena/agent.hpp"
#include "gametree/arena/agents.hpp"
#include "gametree/arena/concurrent_round_robin.hpp"
#include "gametree/arena/elo.hpp"
#include "gametree/arena/match.hpp"
#include "gametree/arena/openings.hpp"
#include "gametree/arena/sprt.hpp"
#include "gametree/arena/tournament.hpp"
#include "gametree/search.hpp"
