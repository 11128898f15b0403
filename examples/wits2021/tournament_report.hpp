// The output of the course's tournament (Part 6), shared by wits2021-part6-tournament and
// congo-cluster tournament: progress lines, PGN, the results table and Elo estimates.
#pragma once

#include <cmath>
#include <cstdio>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "../congo/game_record.hpp"
#include "gametree/arena/elo.hpp"
#include "gametree/arena/tournament.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/notation.hpp"
#include "gametree/games/congo/position.hpp"

namespace tournament_cli {

using namespace gametree;
using namespace gametree::congo;

/// "1-0", "0-1", "1/2-1/2", or "*" for a game without a result.
inline std::string result_text(Outcome o) {
    switch (o) {
    case Outcome::first_wins: return "1-0";
    case Outcome::second_wins: return "0-1";
    case Outcome::ongoing: return "*";
    default: return "1/2-1/2";
    }
}

/// The game in PGN, as round `round`.
inline void write_pgn(std::ostream& out, const std::vector<std::string>& names, const TournamentGame<Position>& g,
                      std::size_t round) {
    out << "[Event \"wits2021 part 6 tournament\"]\n[Round \"" << round << "\"]\n[White \"" << names[g.first]
        << "\"]\n[Black \"" << names[g.second] << "\"]\n[FEN \"" << to_fen(g.record.start) << "\"]\n[Result \""
        << result_text(g.record.outcome) << "\"]\n";
    if (g.record.end == GameEnd::move_limit) out << "[Termination \"move limit\"]\n";
    out << '\n';
    std::vector<Move> moves;
    moves.reserve(g.record.moves.size());
    for (const auto& played : g.record.moves) moves.push_back(played.move);
    if (!moves.empty()) out << cli::game_record(g.record.start, moves) << ' ';  // numbered as congo play numbers them
    out << result_text(g.record.outcome) << "\n\n";
}

/// "+350 +- 120", or the interval when the score was perfect: "+inf (95%: +480 .. +inf)".
inline std::string elo_text(const EloEstimate& e) {
    const auto number = [](double v) {
        char buffer[32];
        if (std::isinf(v)) return std::string(v > 0 ? "+inf" : "-inf");
        std::snprintf(buffer, sizeof buffer, "%+.0f", v);
        return std::string(buffer);
    };
    if (std::isfinite(e.difference)) {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%+.0f +- %.0f", e.difference, e.margin);
        return buffer;
    }
    return number(e.difference) + " (95%: " + number(e.low) + " .. " + number(e.high) + ")";
}

/// "[3/24] engine (white) vs random: 1-0 in 41 plies", one line per finished game.
inline std::string progress_line(const std::vector<std::string>& names, const TournamentGame<Position>& g, std::size_t done,
                          std::size_t total) {
    std::ostringstream line;
    line << '[' << done << '/' << total << "] " << names[g.first] << " (white) vs " << names[g.second]
         << ": " << result_text(g.record.outcome) << " in " << g.record.moves.size()
         << (g.record.moves.size() == 1 ? " ply" : " plies")
         << (g.record.end == GameEnd::move_limit ? " (move limit)" : "") << '\n';
    return line.str();
}

/// The standings and the Elo differences, on stdout.
inline void print_table(const std::vector<std::string>& names, const TournamentResult<Position>& result) {
    std::printf("%-14s %6s %5s %5s %6s %7s %12s %14s\n", "agent", "games", "wins", "draws", "losses", "score", "ms/move",
                "nodes/move");
    for (const auto& s : result.standings)
        std::printf("%-14s %6lld %5lld %5lld %6lld %6.1f%% %12.2f %14.0f\n", s.name.c_str(),
                    static_cast<long long>(s.score.games()), static_cast<long long>(s.score.wins),
                    static_cast<long long>(s.score.draws), static_cast<long long>(s.score.losses),
                    100 * s.score.fraction(), s.average_ms_per_move(), s.average_nodes_per_move());
    std::printf("\nElo difference (95%% margin), row against column:\n");
    for (std::size_t i = 0; i < names.size(); ++i)
        for (std::size_t j = i + 1; j < names.size(); ++j) {
            const MatchScore& m = result.pairings[i][j];
            const EloEstimate e = estimate_elo(m);
            std::printf("%-14s vs %-14s  W-D-L %lld-%lld-%lld  Elo %s\n", names[i].c_str(), names[j].c_str(),
                        static_cast<long long>(m.wins), static_cast<long long>(m.draws),
                        static_cast<long long>(m.losses), elo_text(e).c_str());
        }
}

/// "after 10 of 24 games; the table counts those 10".
inline std::string games_played(const TournamentResult<Position>& result) {
    const std::size_t n = result.games.size();
    return "after " + std::to_string(n) + " of " + std::to_string(result.games_planned) + " games; " +
           (n == 0 ? std::string("the table is empty") : "the table counts " + (n == 1 ? std::string("that one") : "those " + std::to_string(n)));
}

}  // namespace tournament_cli
