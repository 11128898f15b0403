// pns_bench: proof-number search throughput (nodes expanded per second) on solved and unsolvable roots.
//
//   pns_bench [--movetime MS] [--table-entries N] [--dfpn-table-entries N] [--quick]
//
// One line each: the empty boards of tic-tac-toe and Connect Four 4x4 and 5x4 solved (draws: both
// proofs each), the Congo lion capture in three plies of the tests proven, and the start of Congo,
// which cannot be solved, searched until MS milliseconds (default 1000) pass or the default tree bound
// (2^22 nodes, 160 MiB on Congo) is full. --quick leaves out Connect Four 5x4 (a second or more, and
// its tree fills the bound: 100 MiB), for the tests that only run the program. --table-entries N sizes
// the table of solved positions (PnsLimits::table_entries, default 65536; 0 for none), to compare.
// Then the same roots by depth-first proof-number search (dfpn_solve, "df-pn:" lines), whose memory is
// its table alone (DfpnLimits::table_entries, default 2^20 entries of 24 bytes, 24 MiB; --dfpn-table-entries
// N to change it): `table_entries` there is the entries in use at the end. --quick leaves out its 5x4 too.
// Timings on a shared machine are noisy; nothing here is asserted.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string_view>

#include "../examples/common/output.hpp"
#include "whole_number.hpp"
#include "gametree/games/congo/congo.hpp"
#include "gametree/games/connect_four/connect_four.hpp"
#include "gametree/games/tictactoe/tictactoe.hpp"
#include "gametree/search/pns/dfpn.hpp"
#include "gametree/search/pns/proof_number.hpp"

namespace {

using namespace gametree;

const char* name_of(PnsValue v) {
    switch (v) {
    case PnsValue::win: return "win";
    case PnsValue::draw: return "draw";
    case PnsValue::loss: return "loss";
    case PnsValue::unknown: return "unknown";
    }
    return "?";
}

template <class S, class G>
void throughput(const char* name, const S& root, const G& gen, const PnsLimits& limits) {
    const auto start = std::chrono::steady_clock::now();
    const auto r = pns_solve(root, gen, limits);
    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
    const auto micros = static_cast<unsigned long long>(us > 0 ? us : 1);
    std::printf("%-34s value %-7s expansions %llu tree_nodes %llu time_ms %llu expansions/s %llu table_hits %llu\n", name,
                name_of(r.value), static_cast<unsigned long long>(r.expansions),
                static_cast<unsigned long long>(r.tree_nodes), micros / 1000,
                static_cast<unsigned long long>(r.expansions) * 1'000'000ULL / micros,
                static_cast<unsigned long long>(r.table_hits));
}

/// The same by df-pn: its table's entries in use instead of the tree's nodes.
template <class S, class G>
void dfpn_throughput(const char* name, const S& root, const G& gen, const DfpnLimits& limits) {
    const auto start = std::chrono::steady_clock::now();
    const auto r = dfpn_solve(root, gen, limits);
    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
    const auto micros = static_cast<unsigned long long>(us > 0 ? us : 1);
    char label[64];
    std::snprintf(label, sizeof label, "df-pn: %s", name);
    std::printf("%-38s value %-7s expansions %llu table_entries %llu time_ms %llu expansions/s %llu table_hits %llu\n",
                label, name_of(r.value), static_cast<unsigned long long>(r.expansions),
                static_cast<unsigned long long>(r.tree_nodes), micros / 1000,
                static_cast<unsigned long long>(r.expansions) * 1'000'000ULL / micros,
                static_cast<unsigned long long>(r.table_hits));
}

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    int movetime = 1000;
    int table_entries = static_cast<int>(PnsLimits{}.table_entries);
    int dfpn_table_entries = static_cast<int>(DfpnLimits{}.table_entries);
    bool quick = false;
    for (int i = 1; i < argc; i += 2) {  // options come in pairs (--name value), but --quick
        const std::string_view arg = argv[i];
        if (arg == "--quick") {
            quick = true;
            --i;
            continue;
        }
        if (arg == "--help" || arg == "-h") {
            std::fputs("usage: pns_bench [--movetime MS] [--table-entries N] [--dfpn-table-entries N] [--quick]\n"
                       "Proof-number search and df-pn: nodes expanded per second on tic-tac-toe, Connect Four and Congo.\n"
                       "  --movetime MS    the most time for Congo's start, 1 to 3600000 (default: 1000)\n"
                       "  --table-entries N  the table of solved positions, 0 (none) to 1000000000 (default: 65536)\n"
                       "  --dfpn-table-entries N  df-pn's table, 4 to 1000000000 entries (default: 1048576)\n"
                       "  --quick          without Connect Four 5x4 (its tree fills the default bound)\n"
                       "  --help, -h       this text\n",
                       stdout);
            return common::finish(0);
        }
        const bool read = i + 1 < argc && ((arg == "--movetime" && bench::read_whole_number(argv[i + 1], 1, 3'600'000, movetime)) ||
                                           (arg == "--table-entries" &&
                                            bench::read_whole_number(argv[i + 1], 0, 1'000'000'000, table_entries)) ||
                                           (arg == "--dfpn-table-entries" &&
                                            bench::read_whole_number(argv[i + 1], 4, 1'000'000'000, dfpn_table_entries)));
        if (!read) {
            std::fprintf(stderr, "error: bad argument '%s'; usage: pns_bench [--movetime MS] [--table-entries N] [--dfpn-table-entries N] [--quick]\n",
                         argv[i]);
            return 2;
        }
    }
    PnsLimits limits;
    limits.table_entries = static_cast<std::size_t>(table_entries);
    PnsLimits timed = PnsLimits::for_time(movetime);
    timed.table_entries = limits.table_entries;
    throughput("tic-tac-toe, empty board", tictactoe::Position{}, tictactoe::MoveGenerator{}, limits);
    throughput("connect four 4x4, empty board", connect_four::Position<4, 4>{}, connect_four::MoveGenerator{}, limits);
    // Its tree outgrows the default bound: the proofs finish by freeing solved subtrees.
    if (!quick)
        throughput("connect four 5x4, empty board", connect_four::Position<5, 4>{}, connect_four::MoveGenerator{}, limits);
    const auto win_in_3 = *congo::parse_fen("2e1c2/mgpz1e1/2l2pp/7/P4PG/PE1LP2/1ME1C1Z w 21");
    throughput("congo, lion capture in 3 plies", win_in_3, congo::MoveGenerator{}, limits);
    throughput("congo start, until a limit", *congo::parse_fen(congo::start_fen), congo::MoveGenerator{}, timed);
    DfpnLimits dfpn;
    dfpn.table_entries = static_cast<std::size_t>(dfpn_table_entries);
    DfpnLimits dfpn_timed = DfpnLimits::for_time(movetime);
    dfpn_timed.table_entries = dfpn.table_entries;
    dfpn_throughput("tic-tac-toe, empty board", tictactoe::Position{}, tictactoe::MoveGenerator{}, dfpn);
    dfpn_throughput("connect four 4x4, empty board", connect_four::Position<4, 4>{}, connect_four::MoveGenerator{}, dfpn);
    if (!quick)
        dfpn_throughput("connect four 5x4, empty board", connect_four::Position<5, 4>{}, connect_four::MoveGenerator{}, dfpn);
    dfpn_throughput("congo, lion capture in 3 plies", win_in_3, congo::MoveGenerator{}, dfpn);
    dfpn_throughput("congo start, until a limit", *congo::parse_fen(congo::start_fen), congo::MoveGenerator{}, dfpn_timed);
    return common::finish(0);
}
