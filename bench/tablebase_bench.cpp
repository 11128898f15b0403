// tablebase_bench: how long Congo's endgame tablebases take to build, and what they hold.
//
//   tablebase_bench [--rules standard|wits2021] [--tables N]
//
// First the 17 tables of three pieces (one line, timed together), then the tables of four pieces a game
// can reach (95 a rule set: a side has one piece of a kind, but pawns and superpawns), one line each:
// the pair, its positions, how many are won, lost and drawn for the side to move, the longest win, and
// the time to solve it. They are built in an order in which what a table's moves lead to is built
// before it (pairs without a pawn first; a pawn's promotion reaches the superpawn's pair), so that each
// time is that table's own. --tables N stops after N tables of four (all of them: about 30 s and 330 MB).
// Timings on a shared machine are noisy; nothing here is asserted.
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../examples/common/output.hpp"
#include "whole_number.hpp"
#include "gametree/games/congo/rules.hpp"
#include "gametree/games/congo/tablebase.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;
using Result = TablebaseValue::Result;

/// The pairs of pieces a game can have beside the two lions, in an order that builds every table after
/// those its moves lead to: by how many pawns the pair has (a promotion makes a pawn a superpawn).
std::vector<std::pair<Piece, Piece>> reachable_pairs() {
    std::vector<std::pair<Piece, Piece>> pairs;
    for (int a = 0; a < 2 * piece_type_count; ++a)
        for (int b = a; b < 2 * piece_type_count; ++b) {
            const auto pa = static_cast<Piece>(a);
            const auto pb = static_cast<Piece>(b);
            if (type_of(pa) == PieceType::lion || type_of(pb) == PieceType::lion) continue;
            const bool pawnlike = type_of(pa) == PieceType::pawn || type_of(pa) == PieceType::superpawn;
            if (a == b && !pawnlike) continue;  // one zebra a side, say: two are no game's position
            pairs.emplace_back(pa, pb);
        }
    const auto pawns = [](const std::pair<Piece, Piece>& p) {
        return (type_of(p.first) == PieceType::pawn ? 1 : 0) + (type_of(p.second) == PieceType::pawn ? 1 : 0);
    };
    std::stable_sort(pairs.begin(), pairs.end(), [&](const auto& x, const auto& y) { return pawns(x) < pawns(y); });
    return pairs;
}

double milliseconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

/// The longest win in `table`, in plies.
template <class Table>
std::uint32_t longest_win(const Table& table) {
    std::uint32_t longest = 0;
    const auto& domain = table.domain();
    for (std::size_t i = 0; i < domain.size(); ++i)
        if (const auto pos = domain.state(i))
            if (const auto v = table.probe(*pos); v && v->result == Result::win) longest = std::max(longest, v->plies);
    return longest;
}

constexpr const char* usage = "usage: tablebase_bench [--rules standard|wits2021] [--tables N]\n";

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    Rules rules = Rules::standard;
    int tables = 95;
    for (int i = 1; i < argc; i += 2) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::fputs(usage, stdout);
            std::fputs("Builds Congo's endgame tablebases: those of three pieces, then each of four a game can reach.\n"
                       "  --rules R    standard or wits2021 (default: standard)\n"
                       "  --tables N   stop after N tables of four, 0 to 95 (default: all 95)\n"
                       "  --help, -h   this text\n",
                       stdout);
            return common::finish(0);
        }
        bool read = false;
        if (i + 1 < argc && arg == "--rules") {
            const auto parsed = parse_rules(argv[i + 1]);
            if (parsed) rules = *parsed;
            read = parsed.has_value();
        } else if (i + 1 < argc && arg == "--tables") {
            read = bench::read_whole_number(argv[i + 1], 0, 95, tables);
        }
        if (!read) {
            std::fprintf(stderr, "error: bad argument '%s'; %s", argv[i], usage);
            return 2;
        }
    }
    const EndgameTablebases tablebases(rules, TablebasePieces::four);
    auto start = std::chrono::steady_clock::now();
    const std::size_t three = tablebases.build(rules);
    std::printf("%s rules: %zu tables of three pieces in %.0f ms\n", std::string(to_string(rules)).c_str(), three,
                milliseconds_since(start));
    std::size_t built = 0;
    std::size_t positions = 0;
    double total_ms = 0;
    for (const auto& [a, b] : reachable_pairs()) {
        if (built == static_cast<std::size_t>(tables)) break;
        start = std::chrono::steady_clock::now();
        const auto& table = tablebases.table(a, b);
        const double ms = milliseconds_since(start);
        ++built;
        positions += table.positions();
        total_ms += ms;
        std::printf("lions %c%c  positions %7zu  won %7zu  lost %7zu  drawn %7zu  longest win %3u plies  %5.0f ms\n",
                    letter(a), letter(b), table.positions(), table.count(Result::win), table.count(Result::loss),
                    table.count(Result::draw), longest_win(table), ms);
    }
    const double seconds = std::max(total_ms, 1.0) / 1000;
    std::printf("%zu %s of four: %zu positions in %.1f s (%.2f M positions/s), %.0f MB of values\n", built,
                built == 1 ? "table" : "tables", positions,
                seconds, static_cast<double>(positions) / seconds / 1e6,
                static_cast<double>(built * LionsPairEndgame::size() * (sizeof(TablebaseValue) + 1)) / 1e6);
    return common::finish(0);
}
