// tune_congo: self-play tuning of the strong Congo evaluation. Plays the engine with one weight of
// StrongWeights changed against the engine with the current weights, from seeded random openings,
// both sides with the same node budget per move (so results do not depend on the machine's load),
// and prints the changed side's score and Elo.
//
//   tune_congo [--games N] [--nodes N] [--seed S] [--rules standard|wits2021] PARAM=VALUE...
//   PARAM: pawn superpawn giraffe monkey elephant crocodile zebra (material), mobility_pawn ...
//          mobility_zebra, mobility_scale (percent, all mobility weights), threat_share jump_threat tempo
//          castle_pressure castle_guard river_loss_share river_risk_share pawn_advance centralisation
//          (bench/strong_weight_names.hpp)
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "../examples/common/output.hpp"
#include "gametree/agents/congo.hpp"
#include "gametree/core/text.hpp"
#include "gametree/gametree.hpp"
#include "strong_weight_names.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

bool apply(StrongWeights& w, const std::string& name, int value) {
    if (name == "mobility_scale") {
        for (auto& m : w.mobility) m = m * value / 100;
        return true;
    }
    for (const auto& parameter : bench::strong_weight_parameters())
        if (parameter.name == name) {
            parameter.in(w) = value;
            return true;
        }
    return false;
}

/// The whole of `text` as a non-negative integer.
bool whole_number(std::string_view text, std::uint64_t& out) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && end == text.data() + text.size() && !text.empty();
}

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    int games = 40;
    std::uint64_t nodes = 20000;
    std::uint64_t seed = 1;
    Rules rules = Rules::standard;
    StrongWeights changed;
    std::string description;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::printf("usage: tune_congo [--games N] [--nodes N] [--seed S] [--rules R] PARAM=VALUE...\n"
                        "Plays the strong evaluation with PARAM=VALUE changed against the current weights and prints\n"
                        "the score and Elo difference with its 95%% margin.\n"
                        "  --games N     games, in pairs from seeded openings with colours swapped: an even\n"
                        "                number from 2 to 100000 (default: 40)\n"
                        "  --nodes N     nodes per move for both sides, 1 up (default: 20000)\n"
                        "  --seed S      seed of the openings (default: 1)\n"
                        "  --rules R     standard or wits2021 (default: standard)\n"
                        "  --help, -h    this text\n");
            return common::finish(0);
        }
        const bool takes_value = arg == "--games" || arg == "--nodes" || arg == "--seed" || arg == "--rules";
        if (takes_value && i + 1 >= argc) {
            std::fprintf(stderr, "error: %s needs a value (try --help)\n", arg.c_str());
            return 2;
        }
        std::uint64_t number = 0;
        const bool numeric = arg != "--rules" && takes_value && whole_number(argv[i + 1], number);
        if (takes_value && arg != "--rules" && !numeric) {
            std::fprintf(stderr, "error: %s needs a non-negative integer, not %s\n", arg.c_str(), gametree::excerpt(argv[i + 1]).c_str());
            return 2;
        }
        // Out of range is an error, not a silent change: the games are played in pairs, both sides
        // from each opening, and a move needs a node.
        if ((arg == "--games" && (number < 2 || number > 100000 || number % 2 != 0)) || (arg == "--nodes" && number < 1)) {
            std::fprintf(stderr, "error: %s takes %s, not %s\n", arg.c_str(),
                         arg == "--games" ? "an even number from 2 to 100000" : "a number from 1 up",
                         gametree::excerpt(argv[i + 1]).c_str());
            return 2;
        }
        if (arg == "--games") games = static_cast<int>(number), ++i;
        else if (arg == "--nodes") nodes = number, ++i;
        else if (arg == "--seed") seed = number, ++i;
        else if (arg == "--rules") {
            const auto r = parse_rules(argv[++i]);
            if (!r) {
                std::fprintf(stderr, "error: unknown rules %s (standard or wits2021)\n", gametree::excerpt(argv[i]).c_str());
                return 2;
            }
            rules = *r;
        } else if (const auto eq = arg.find('='); eq != std::string::npos) {
            std::uint64_t value = 0;
            const bool negative = arg.size() > eq + 1 && arg[eq + 1] == '-';
            if (!whole_number(arg.substr(eq + 1 + (negative ? 1 : 0)), value) || value > 100000) {
                std::fprintf(stderr, "error: %s needs an integer value from -100000 to 100000, not %s\n",
                             gametree::excerpt(arg.substr(0, eq)).c_str(), gametree::excerpt(arg.substr(eq + 1)).c_str());
                return 2;
            }
            const int signed_value = negative ? -static_cast<int>(value) : static_cast<int>(value);
            if (!apply(changed, arg.substr(0, eq), signed_value)) {
                std::fprintf(stderr, "error: unknown parameter %s\n", gametree::excerpt(arg.substr(0, eq)).c_str());
                return 2;
            }
            description += (description.empty() ? "" : " ") + arg;
        } else {
            std::fprintf(stderr, "error: unknown argument %s\nusage: tune_congo [--games N] [--nodes N] [--seed S] "
                         "[--rules R] PARAM=VALUE... (try --help)\n", gametree::excerpt(arg).c_str());
            return 2;
        }
    }
    const Position start = start_position(rules);
    std::vector<Position> openings;
    std::mt19937_64 rng(seed);
    while (static_cast<int>(openings.size()) < (games + 1) / 2) {
        Position pos = start;
        for (int ply = 0; ply < 6 && !is_over(pos.outcome()); ++ply) {
            auto moves = gametree::moves_of(MoveGenerator{}, pos);
            pos = pos.after(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
        }
        if (!is_over(pos.outcome())) openings.push_back(pos);
    }
    SearchLimits limits;
    limits.nodes = nodes;
    const std::vector<CongoAgent> agents{engine_agent("changed", EngineOptions{}, limits, StrongEvaluator{changed}),
                                         engine_agent("current", EngineOptions{}, limits, StrongEvaluator{})};
    const auto result = round_robin<Position>(agents, openings, 100);
    const MatchScore& s = result.pairings[0][1];
    const EloEstimate e = estimate_elo(s);
    // A perfect or zero score has an infinite difference: said as "+inf (95%: from +X)", not printf's "inf".
    char elo[96];
    if (std::isfinite(e.difference)) std::snprintf(elo, sizeof elo, "%+.0f +- %.0f", e.difference, e.margin);
    else if (e.difference > 0) std::snprintf(elo, sizeof elo, "+inf (95%%: from %+.0f)", e.low);
    else std::snprintf(elo, sizeof elo, "-inf (95%%: up to %+.0f)", e.high);
    std::printf("%s: W-D-L %lld-%lld-%lld score %.1f%% Elo %s\n", description.empty() ? "(unchanged)" : description.c_str(),
                static_cast<long long>(s.wins), static_cast<long long>(s.draws), static_cast<long long>(s.losses),
                100 * s.fraction(), elo);
    // Draws by the move limit in which one side had more material at the end: won positions not converted.
    int limit_draws = 0;
    int limit_draws_ahead[2] = {0, 0};
    for (const auto& game : result.games) {
        if (game.record.end != GameEnd::move_limit) continue;
        Position end = game.record.start;
        for (const auto& turn : game.record.moves) end = after_turn(end, turn);
        const MaterialEvaluator material{standard_piece_values};
        const Score balance = material.material_balance(end);  // White's view
        ++limit_draws;
        if (balance != 0) ++limit_draws_ahead[balance > 0 ? game.first : game.second];
    }
    std::printf("drawn by the move limit: %d of %zu games; with more material at the end: changed %d, current %d\n",
                limit_draws, result.games.size(), limit_draws_ahead[0], limit_draws_ahead[1]);
    return common::finish(0);
}
