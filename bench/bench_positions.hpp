// The fixed Congo positions of the search benchmarks (search_bench, evaluation_share): the two starts,
// three of the course's positions and one with superpawns.
#pragma once

#include <vector>

#include "gametree/games/congo/congo.hpp"

namespace bench {

struct BenchPosition {
    const char* name;
    const char* fen;
    gametree::congo::Rules rules;
};

inline const std::vector<BenchPosition> positions{
    {"standard start", "gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0", gametree::congo::Rules::standard},
    {"course start", "2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 4", gametree::congo::Rules::wits2021},
    {"course part 4", "1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 w 12", gametree::congo::Rules::wits2021},
    {"course fig 5", "7/3zl1E/PPPp3/3e1P1/1PpZ3/2LPP2/4e2 w 42", gametree::congo::Rules::wits2021},
    {"course fig 8", "7/1p4Z/4l1p/1z5/Ep2P2/Eep2p1/4L2 w 10", gametree::congo::Rules::wits2021},
    {"superpawns", "1m1El2/P1P2P1/1S4C/4S2/1E3S1/1P3c1/2GL3 b 79", gametree::congo::Rules::standard},
};

}  // namespace bench
