// Rank 0's closing work in congo-cluster tournament, timed without MPI: the games as the ranks send them
// (lines of game_record_text.hpp) read back into their slots, counted, and written as progress lines
// and PGN, as rank 0 writes them. Once mpirun is sent SIGTERM, the ranks have about a second for all of it.
// Usage: cluster_close_bench [--repeat N] [--records FILE] [tournament options]
// The games are played first (--concurrency N threads) unless FILE holds the lines of an earlier run of
// the same options (a missing FILE is written). Prints, per step, the best and the median time over N
// rounds (default 5), and a checksum of the progress lines and the PGN, which must not change when the
// code does.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "congo_cluster/game_record_text.hpp"
#include "gametree/arena/concurrent_round_robin.hpp"
#include "wits2021/tournament_options.hpp"
#include "wits2021/tournament_report.hpp"

namespace {

using namespace tournament_cli;
using Clock = std::chrono::steady_clock;

/// The lines of every game of the tournament, in schedule order.
std::string play(const Settings& settings, const std::vector<Position>& starts) {
    std::string text;
    auto first = make_agents(settings, nullptr);
    (void)concurrent_round_robin<Position>(
        [&] {
            if (!first) return *make_agents(settings, nullptr);
            auto set = std::move(*first);
            first.reset();
            return set;
        },
        starts, settings.max_moves, settings.concurrency, [&](std::size_t done, std::size_t, const TournamentGame<Position>& g) {
            text += cluster::to_line({done - 1, g});
            text += '\n';
        });
    return text;
}

/// FNV-1a: a fingerprint of the output, to compare before and after a change.
std::uint64_t fnv1a(const std::string& text, std::uint64_t hash = 14695981039346656037ULL) {
    for (const unsigned char c : text) hash = (hash ^ c) * 1099511628211ULL;
    return hash;
}

double ms_since(Clock::time_point& start) {
    const auto now = Clock::now();
    const double ms = std::chrono::duration<double, std::milli>(now - start).count();
    start = now;
    return ms;
}

}  // namespace

int main(int argc, char** argv) {
    int repeat = 5;
    std::string records;
    std::vector<char*> rest{argv[0]};
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--repeat" && i + 1 < argc) repeat = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--records" && i + 1 < argc) records = argv[++i];
        else rest.push_back(argv[i]);
    }
    const auto settings = parse_settings(static_cast<int>(rest.size()), rest.data());
    if (!settings || settings->help) {
        std::fprintf(stderr, "usage: cluster_close_bench [--repeat N] [--records FILE] [tournament options]\n");
        return 2;
    }
    const auto agents = make_agents(*settings, nullptr);
    if (!agents) return 2;
    const auto names = names_of(*agents);
    const auto starts = openings(*settings);
    const auto schedule = round_robin_schedule(names.size(), starts.size());

    std::vector<std::string> texts(1);
    if (std::ifstream in(records); !records.empty() && in) {
        texts[0].assign(std::istreambuf_iterator<char>(in), {});
    } else {
        texts[0] = play(*settings, starts);
        if (!records.empty() && !(std::ofstream(records) << texts[0])) {
            std::fprintf(stderr, "error: cannot write %s\n", records.c_str());
            return 2;
        }
    }

    const char* steps[] = {"read", "count", "progress", "pgn"};
    std::vector<std::vector<double>> times(std::size(steps));
    std::uint64_t checksum = 0;
    std::size_t counted = 0, moves = 0;
    for (int round = 0; round < repeat; ++round) {
        auto start = Clock::now();
        auto read = cluster::read_games(texts, schedule, starts);
        if (!read) {
            std::fprintf(stderr, "error: %s\n", read.error().message.c_str());
            return 1;
        }
        times[0].push_back(ms_since(start));
        auto result = empty_tournament<Position>(names, schedule.size());
        for (auto& game : *read) {
            if (!game) break;
            count_game(result, std::move(*game));
        }
        times[1].push_back(ms_since(start));
        // Each game's text is fingerprinted and dropped, as the program writes it and goes on.
        std::uint64_t hash = fnv1a("");
        for (std::size_t k = 0; k < result.games.size(); ++k)
            hash = fnv1a(progress_line(names, result.games[k], k + 1, schedule.size()), hash);
        times[2].push_back(ms_since(start));
        std::ostringstream pgn;
        for (std::size_t k = 0; k < result.games.size(); ++k) {
            pgn.str({});
            write_pgn(pgn, names, result.games[k], k + 1);
            hash = fnv1a(pgn.str(), hash);
        }
        times[3].push_back(ms_since(start));
        checksum = hash;
        counted = result.games.size();
        moves = 0;
        for (const auto& g : result.games) moves += g.record.moves.size();
    }
    std::printf("%zu games counted of %zu, %zu moves, %zu bytes of records, %d rounds\n", counted, schedule.size(), moves,
                texts[0].size(), repeat);
    double best_total = 0, median_total = 0;
    for (std::size_t s = 0; s < std::size(steps); ++s) {
        auto& t = times[s];
        std::sort(t.begin(), t.end());
        best_total += t.front();
        median_total += t[t.size() / 2];
        std::printf("%-9s best %8.1f ms  median %8.1f ms\n", steps[s], t.front(), t[t.size() / 2]);
    }
    std::printf("%-9s best %8.1f ms  median %8.1f ms\n", "total", best_total, median_total);
    std::printf("output checksum %016llx\n", static_cast<unsigned long long>(checksum));
    return 0;
}
