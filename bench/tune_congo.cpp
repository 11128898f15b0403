// tune_congo: self-play tuning of the strong Congo evaluation. Plays the engine with one weight of
// StrongWeights changed against the engine with the current weights, from seeded random openings,
// both sides with the same node budget per move (so results do not depend on the machine's load),
// and prints the changed side's score and Elo.
//
//   tune_congo [--games N] [--nodes N] [--seed S] [--rules standard|wits2021] PARAM=VALUE...
//   PARAM: pawn superpawn giraffe monkey elephant crocodile zebra (material), mobility_scale (percent),
//          threat_share tempo castle_pressure castle_guard river_loss_share river_risk_share
//          pawn_advance centralisation
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "gametree/gametree.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

bool apply(StrongWeights& w, const std::string& name, int value) {
    const std::map<std::string, PieceType> types{{"pawn", PieceType::pawn},         {"superpawn", PieceType::superpawn},
                                                 {"giraffe", PieceType::giraffe},   {"monkey", PieceType::monkey},
                                                 {"elephant", PieceType::elephant}, {"crocodile", PieceType::crocodile},
                                                 {"zebra", PieceType::zebra}};
    if (const auto t = types.find(name); t != types.end()) {
        w.material[static_cast<int>(t->second)] = value;
        return true;
    }
    if (name == "mobility_scale") {
        for (auto& m : w.mobility) m = m * value / 100;
        return true;
    }
    const std::map<std::string, Score StrongWeights::*> fields{
        {"threat_share", &StrongWeights::threat_share},         {"tempo", &StrongWeights::tempo},
        {"castle_pressure", &StrongWeights::castle_pressure},   {"castle_guard", &StrongWeights::castle_guard},
        {"river_loss_share", &StrongWeights::river_loss_share}, {"river_risk_share", &StrongWeights::river_risk_share},
        {"pawn_advance", &StrongWeights::pawn_advance},         {"centralisation", &StrongWeights::centralisation}};
    if (const auto f = fields.find(name); f != fields.end()) {
        w.*(f->second) = value;
        return true;
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    int games = 40;
    std::uint64_t nodes = 20000;
    std::uint64_t seed = 1;
    Rules rules = Rules::standard;
    StrongWeights changed;
    std::string description;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--games" && i + 1 < argc) games = std::atoi(argv[++i]);
        else if (arg == "--nodes" && i + 1 < argc) nodes = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--seed" && i + 1 < argc) seed = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--rules" && i + 1 < argc) rules = parse_rules(argv[++i]).value_or(Rules::standard);
        else if (const auto eq = arg.find('='); eq != std::string::npos) {
            if (!apply(changed, arg.substr(0, eq), std::atoi(arg.c_str() + eq + 1))) {
                std::fprintf(stderr, "error: unknown parameter '%s'\n", arg.substr(0, eq).c_str());
                return 2;
            }
            description += (description.empty() ? "" : " ") + arg;
        } else {
            std::fprintf(stderr, "usage: tune_congo [--games N] [--nodes N] [--seed S] [--rules R] PARAM=VALUE...\n");
            return 2;
        }
    }
    const Position start = start_position(rules);
    std::vector<Position> openings;
    std::mt19937_64 rng(seed);
    while (static_cast<int>(openings.size()) < (games + 1) / 2) {
        Position pos = start;
        for (int ply = 0; ply < 6 && !is_over(pos.outcome()); ++ply) {
            MoveGenerator::Buffer moves;
            MoveGenerator{}.generate(pos, moves);
            pos = pos.after(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
        }
        if (!is_over(pos.outcome())) openings.push_back(pos);
    }
    SearchLimits limits;
    limits.nodes = nodes;
    const std::vector<CongoAgent> agents{engine_agent("changed", EngineOptions{}, limits, StrongEvaluator{changed}, rules),
                                         engine_agent("current", EngineOptions{}, limits, StrongEvaluator{}, rules)};
    const auto result = round_robin<Position>(agents, openings, 100);
    const MatchScore& s = result.pairings[0][1];
    const EloEstimate e = estimate_elo(s);
    std::printf("%s: W-D-L %d-%d-%d score %.1f%% Elo %+.0f +- %.0f\n", description.empty() ? "(unchanged)" : description.c_str(),
                s.wins, s.draws, s.losses, 100 * s.fraction(), e.difference, e.margin);
    return 0;
}
