// congo analyse --algorithm pns | dfpn: proof-number search of a position (best-first in a tree, or
// depth-first in a fixed table), which answers whether the side to move wins by force, draws or loses
// (or does not know yet), with the proof's line.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#include <poll.h>
#include <unistd.h>
#endif

#include "../common/output.hpp"
#include "../common/stop_signals.hpp"
#include "engine_setup.hpp"
#include "gametree/games/congo/congo.hpp"
#include "gametree/search/pns/dfpn.hpp"
#include "gametree/search/pns/proof_number.hpp"
#include "gametree/search/pns/solved_table.hpp"
#include "options.hpp"

namespace cli {

/// "win", "draw", "loss" or "unknown".
inline const char* pns_value_text(gametree::PnsValue value) {
    switch (value) {
        case gametree::PnsValue::win: return "win";
        case gametree::PnsValue::draw: return "draw";
        case gametree::PnsValue::loss: return "loss";
        case gametree::PnsValue::unknown: break;
    }
    return "unknown";
}

/// True when standard output is a pipe whose reader has gone away (`| head -1`): poll() reports an
/// error on the writing end. Never true for a file or a terminal, nor where there is no poll().
inline bool stdout_reader_gone() {
#if defined(__unix__) || defined(__APPLE__)
    pollfd out{STDOUT_FILENO, 0, 0};
    return ::poll(&out, 1, 0) == 1 && (out.revents & (POLLERR | POLLHUP)) != 0;
#else
    return false;
#endif
}

/// The endgame tablebases a proof search of `pos` probes, built before it starts: those of three pieces,
/// and for a root of at most four those of four it needs (then every position below it is valued at
/// once). The words for the search's first line: "endgame tablebases of three pieces".
struct ProofTablebases {
    gametree::congo::EndgameTablebases tables;
    std::string words;
};
inline ProofTablebases proof_tablebases(const gametree::congo::Position& pos, gametree::congo::Rules rules) {
    using gametree::congo::TablebasePieces;
    const TablebasePieces pieces = tablebase_pieces_for(pos);
    ProofTablebases t{gametree::congo::EndgameTablebases(rules, pieces),
                      std::string("endgame tablebases of ") + (pieces == TablebasePieces::four ? "four" : "three") + " pieces"};
    (void)build_tablebases(t.tables, rules, &pos);
    return t;
}

/// Runs `solve(stop)` (a pns_solve or dfpn_solve of the position, with the stop flag given) while a
/// watcher stops it when the reader of a pipe goes away, then prints "NAME: VALUE expansions N MEMORY T
/// eps X time MS hits H tbhits B", with " pv ..." for a win or a loss and " limit WHAT" for an unknown
/// (expansions, time, interrupted by a stop signal, cycles for df-pn's numbers grown to their bound, or
/// `memory_limit`: what else ends the search), then
/// "bestmove MOVE" only when the side to move wins: a draw, a loss or an unknown has no move that the
/// search has shown to be best. `heading` is the first line, printed before the search.
template <class Solve>
int run_proof_search(const std::string& name, const std::string& heading, const char* memory_word,
                     const char* memory_limit, std::optional<std::uint64_t> expansion_limit,
                     std::optional<std::chrono::milliseconds> time_limit, Solve&& solve) {
    using namespace gametree;
    bool written = common::print_progress(heading);
    // Nobody reads any more (`| head -1`): the search does not start, or stops, as a stop signal stops
    // it. It prints nothing until it is done, so a watcher looks every 20 ms whether the reader of a
    // pipe went away meanwhile.
    if (!written) common::stop_requested.store(true);
    // The watcher sleeps on a condition variable, so that the end of the search wakes it at once: a
    // plain 20 ms sleep delayed the answer, and the reported time, by up to 20 ms.
    std::mutex mutex;
    std::condition_variable wake;
    bool done = false;
    std::thread watcher([&] {
        std::unique_lock lock(mutex);
        while (!done && !common::stop_requested.load(std::memory_order_relaxed)) {
            if (stdout_reader_gone()) common::stop_requested.store(true, std::memory_order_relaxed);
            else wake.wait_for(lock, std::chrono::milliseconds(20), [&] { return done; });
        }
    });
    const auto start = std::chrono::steady_clock::now();
    const PnsSolution<congo::Move> solution = solve(&common::stop_requested);
    const auto micros =
        std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
    const bool interrupted = common::stop_signal.load() != 0;  // read now: a signal after the search did not stop it
    {
        const std::lock_guard lock(mutex);
        done = true;
    }
    wake.notify_one();
    watcher.join();
    if (!written) return common::report_output_error();
    // The reader went away during the search: the answer would reach nobody. Writing it fails, as it
    // would after any search, and names the reason (EPIPE).
    const auto eps = micros > 0 ? solution.expansions * 1'000'000 / static_cast<std::uint64_t>(micros) : 0;
    char line[256];
    std::snprintf(line, sizeof line, "%s: %s expansions %llu %s %llu eps %llu time %llu hits %llu tbhits %llu", name.c_str(),
                  pns_value_text(solution.value), static_cast<unsigned long long>(solution.expansions), memory_word,
                  static_cast<unsigned long long>(solution.tree_nodes), static_cast<unsigned long long>(eps),
                  static_cast<unsigned long long>(micros / 1000), static_cast<unsigned long long>(solution.table_hits),
                  static_cast<unsigned long long>(solution.tablebase_hits));
    std::string text = line;
    if (solution.value == PnsValue::win || solution.value == PnsValue::loss) {
        if (!solution.line.empty()) text += " pv " + line_text(solution.line);
    } else if (solution.value == PnsValue::unknown) {
        // Which limit came first: the expansions, the clock, a stop signal, or else the search's own bound.
        const bool by_expansions = expansion_limit && solution.expansions >= *expansion_limit;
        const bool by_time = time_limit && micros >= time_limit->count() * 1000;
        text += by_expansions ? " limit expansions"
                : by_time     ? " limit time"
                : interrupted ? " limit interrupted"
                : solution.saturated ? " limit cycles"
                              : std::string(" limit ") + memory_limit;
    }
    written = common::print_progress(text);
    if (written && solution.value == PnsValue::win && solution.move)
        written = common::print_progress("bestmove " + congo::to_string(*solution.move));
    if (!written) return common::report_output_error();
    return common::status_after_answer(0);
}

/// Solves `pos` by proof-number search for `--expansions` or `--movetime` (default `default_ms`): see
/// run_proof_search, whose memory is the tree here ("nodes T", "limit tree" when it is full). With
/// `root_moves` (--searchmoves) it solves the position among those moves alone: a win is one of them
/// winning, a loss all of them losing.
inline int run_analyse_pns(const gametree::congo::Position& pos, const Arguments& args,
                           const std::vector<gametree::congo::Move>& root_moves, int default_ms) {
    using namespace gametree;
    PnsLimits limits;
    if (args.expansions) limits.expansions = static_cast<std::uint64_t>(*args.expansions);
    else limits.time = std::chrono::milliseconds(args.movetime.value_or(default_ms));
    if (args.tree_nodes) limits.max_tree_nodes = static_cast<std::size_t>(*args.tree_nodes);
    if (args.table_entries) limits.table_entries = static_cast<std::size_t>(*args.table_entries);
    // The table's real size: the bound rounded down to a power of two, as SolvedTable takes it.
    const std::size_t table = SolvedTable<congo::Position>(limits.table_entries).max_entries();
    const ProofTablebases tablebases = proof_tablebases(pos, args.rules);
    const std::string heading =
        "algorithm: pns (proof-number search, no evaluation, " + tablebases.words + ", a tree of at most " +
        std::to_string(limits.max_tree_nodes) +
        " nodes, " + (table == 0 ? std::string("no table") : "a table of " + std::to_string(table) + " solved positions") +
        ", single-threaded)";
    return run_proof_search("pns", heading, "nodes", "tree", limits.expansions, limits.time,
                            [&](const std::atomic<bool>* stop) {
                                limits.stop = stop;
                                return pns_solve(pos, congo::MoveGenerator{}, tablebases.tables, limits, root_moves);
                            });
}

/// The same by depth-first proof-number search, whose memory is its table alone ("entries T": those in
/// use at the end; "limit depth" when a line outgrew DfpnLimits::max_depth, "limit cycles" when the
/// numbers grew round cycles of positions to their bound).
inline int run_analyse_dfpn(const gametree::congo::Position& pos, const Arguments& args,
                            const std::vector<gametree::congo::Move>& root_moves, int default_ms) {
    using namespace gametree;
    DfpnLimits limits;
    if (args.expansions) limits.expansions = static_cast<std::uint64_t>(*args.expansions);
    else limits.time = std::chrono::milliseconds(args.movetime.value_or(default_ms));
    if (args.table_entries) limits.table_entries = static_cast<std::size_t>(*args.table_entries);
    // The table's real size: the bound rounded down to a power of two, as DfpnTable takes it.
    const std::size_t table = DfpnTable(limits.table_entries).max_entries();
    const std::size_t kib = table * DfpnTable::entry_bytes / 1024;
    const ProofTablebases tablebases = proof_tablebases(pos, args.rules);
    const std::string heading = "algorithm: dfpn (depth-first proof-number search, no evaluation, " + tablebases.words +
                                ", a table of " +
                                std::to_string(table) + " entries, " +
                                (kib >= 1024 ? std::to_string(kib / 1024) + " MiB" : std::to_string(kib) + " KiB") +
                                ", single-threaded)";
    return run_proof_search("dfpn", heading, "entries", "depth", limits.expansions, limits.time,
                            [&](const std::atomic<bool>* stop) {
                                limits.stop = stop;
                                return dfpn_solve(pos, congo::MoveGenerator{}, tablebases.tables, limits, root_moves);
                            });
}

}  // namespace cli
