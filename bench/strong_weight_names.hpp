// The weights of the strong Congo evaluation by name, for the programs that tune them (tune_congo
// changes one by name; the Texel tuner walks all of them).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "gametree/games/congo/evaluation/strong.hpp"

namespace bench {

/// One tunable number of StrongWeights: its name and where it lives (a single term, or one entry of a
/// per-piece-type table).
struct WeightParameter {
    std::string name;
    gametree::Score gametree::congo::StrongWeights::*term = nullptr;
    std::array<gametree::Score, gametree::congo::piece_type_count> gametree::congo::StrongWeights::*table = nullptr;
    int index = 0;

    [[nodiscard]] gametree::Score& in(gametree::congo::StrongWeights& w) const { return term ? w.*term : (w.*table)[index]; }
};

/// Every weight worth tuning: material and mobility per piece type (not the lion's: it is never
/// traded, and it never has more than its castle to move in), then the single terms.
[[nodiscard]] inline std::vector<WeightParameter> strong_weight_parameters() {
    using namespace gametree::congo;
    std::vector<WeightParameter> p;
    for (const PieceType t : all_piece_types)
        if (t != PieceType::lion) p.push_back({std::string(name(t)), nullptr, &StrongWeights::material, static_cast<int>(t)});
    for (const PieceType t : all_piece_types)
        if (t != PieceType::lion)
            p.push_back({"mobility_" + std::string(name(t)), nullptr, &StrongWeights::mobility, static_cast<int>(t)});
    const std::pair<const char*, gametree::Score StrongWeights::*> terms[] = {
        {"threat_share", &StrongWeights::threat_share},         {"jump_threat", &StrongWeights::jump_threat},
        {"tempo", &StrongWeights::tempo},
        {"castle_pressure", &StrongWeights::castle_pressure},   {"castle_guard", &StrongWeights::castle_guard},
        {"river_loss_share", &StrongWeights::river_loss_share}, {"river_risk_share", &StrongWeights::river_risk_share},
        {"pawn_advance", &StrongWeights::pawn_advance},         {"centralisation", &StrongWeights::centralisation},
        {"progress", &StrongWeights::progress},                 {"simplify", &StrongWeights::simplify}};
    for (const auto& [term_name, term] : terms) p.push_back({term_name, term});
    return p;
}

}  // namespace bench
