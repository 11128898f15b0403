// congo uci: an engine protocol in the style of UCI on standard input and output, so that other
// programs can drive the engine.
//
// Three threads keep every command heard: the main thread reads the input and answers `stop`, `quit`
// and `isready` itself; every other command goes into a queue that the command thread carries out in
// order (it is the only one that waits for a search); each search runs on a thread of its own.
// An isready carried out in turn first builds the endgame tablebases of the rules, when they are not
// built yet (about 0.05 s), so that no search spends its time building them (with TablebasePieces 4,
// also the tables of four the current position needs); an isready answered at once during a search
// builds nothing.
#pragma once

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <exception>
#include <iostream>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>
#include <utility>

#include "../common/line_reader.hpp"
#include "../common/output.hpp"
#include "../common/threads.hpp"
#include "engine_setup.hpp"
#include "gametree/agents/congo.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/notation.hpp"
#include "options.hpp"

namespace cli {

/// The searcher behind `setoption name Algorithm value mcts`.
using CongoMcts = gametree::Mcts<gametree::congo::Position, gametree::congo::MoveGenerator, gametree::congo::StrongEvaluator>;

/// MCTS's limits for a `go`: `nodes` are iterations, the time, how it is spent (a clock's single move
/// answered at once, a movetime used whole), the stop and the ponder flags carry over, `depth` means
/// nothing to MCTS; a search with no limit it understands runs `default_iterations`.
inline gametree::MctsLimits mcts_limits(const gametree::SearchLimits& limits, bool unlimited) {
    constexpr std::uint64_t default_iterations = 10'000;
    gametree::MctsLimits m;
    m.stop = limits.stop;
    m.ponder = limits.ponder;
    m.time = limits.time;
    m.time_use = limits.time_use;
    if (limits.nodes) m.iterations = *limits.nodes;
    if (!unlimited && !m.time && !m.iterations) m.iterations = default_iterations;
    return m;
}

class UciSession {
public:
    /// The longest input line read; a longer one is reported and skipped.
    static constexpr std::size_t max_line = std::size_t{1} << 20;
    /// The most the commands waiting behind a search may hold: more is dropped, with an error each, so
    /// that a flood of long lines during a long search cannot exhaust the memory and end the session.
    static constexpr std::size_t max_queued_bytes = std::size_t{64} << 20;
    static constexpr int max_hash_mib = cli::max_hash_mib;  // as `--hash` elsewhere in the tool

    explicit UciSession(gametree::congo::Rules rules) : UciSession(rules, gametree::congo::EndgameTablebases(rules)) {}
    /// A session whose engines probe `tablebases` (a copy shares its tables: those built already are not
    /// built again at isready), e.g. one set for many sessions in one process.
    UciSession(gametree::congo::Rules rules, gametree::congo::EndgameTablebases tablebases)
        : rules_(rules), position_(gametree::congo::start_position(rules)), tablebases_(std::move(tablebases)),
          engine_(std::make_unique<CongoEngine>(make_engine(tablebases_, program_options()))) {}

    UciSession(const UciSession&) = delete;
    UciSession& operator=(const UciSession&) = delete;
    ~UciSession() { close_and_join(); }

    /// Reads commands until `quit`, the end of input or a failed read or write. 0, or 2 when the input or
    /// the output failed.
    int run(std::istream& in) {
        commander_ = std::thread([this] { command_loop(); });
        common::LineReader reader(in, max_line);
        bool read_failed = false;
        std::string line;
        for (std::size_t number = 1; !write_failed_; ++number) {
            const auto status = reader.next(line);
            if (status == common::LineStatus::end && reader.read_error()) {  // `< /some/directory`, an I/O error
                error("cannot read the input: " + *reader.read_error() + "; ending the session");
                read_failed = true;
                break;
            }
            if (status == common::LineStatus::end) break;
            if (status == common::LineStatus::flood) {
                error("the input goes on for more than 64 MiB without a line break; ending the session");
                break;
            }
            if (status == common::LineStatus::too_long) {
                error("line " + std::to_string(number) + " is longer than " + std::to_string(max_line) + " characters; skipped");
                continue;
            }
            if (!line.empty() && line.back() == '\r') line.pop_back();
            std::istringstream words(line);
            std::string command;
            words >> command;
            if (command.empty()) continue;
            if (command == "quit") break;
            if (command == "stop") {
                stop_queued_and_running();
            } else if (command == "isready" && searching()) {
                say("readyok");  // at once during a search; otherwise in turn, after the commands before it
            } else {
                enqueue(std::move(line));
            }
        }
        close_and_join();
        return write_failed_ || read_failed ? 2 : 0;
    }

private:
    struct Command {
        std::string line;
        std::uint64_t number = 0;  // its place in the queue's order, from 1
    };

    // ---- Output (any thread) -------------------------------------------------------------------

    void say(const std::string& text) { write(text, false); }
    /// "info string error: ..." on stdout and "error: ..." on stderr.
    void error(const std::string& text) { write("info string error: " + text, true, text); }

    void write(const std::string& text, bool to_stderr = false, const std::string& error_text = {}) {
        bool failed = false;
        {
            const std::lock_guard lock(output_);
            if (to_stderr) std::cerr << "error: " << error_text << '\n';
            if (write_failed_) return;
            errno = 0;
            std::cout << text << '\n';
            if (!common::flush_stdout()) {
                common::report_output_error();  // once: the program's final check does not say it again
                write_failed_ = true;
                failed = true;
            }
        }
        if (failed) stop_queued_and_running();  // nobody hears us any more: stop working
    }

    // ---- The main thread's side ------------------------------------------------------------------

    bool searching() {
        const std::lock_guard lock(mutex_);
        return search_running_;
    }

    void enqueue(std::string line) {
        bool full = false;
        {
            const std::lock_guard lock(mutex_);
            full = queued_bytes_ + line.size() > max_queued_bytes;
            if (!full) {
                queued_bytes_ += line.size();
                queue_.push_back(Command{std::move(line), ++queued_});
            }
        }
        if (full) return error("the commands waiting for the search hold more than 64 MiB; " + gametree::excerpt(line) + " dropped");
        wake_.notify_all();
    }

    /// `stop`: the running search and every `go` queued so far end at once (each still answers bestmove).
    void stop_queued_and_running() {
        {
            const std::lock_guard lock(mutex_);
            stopped_through_ = queued_;
            stop_ = true;
        }
        wake_.notify_all();
    }

    /// `quit` or the end of input: stops everything, lets the command thread finish the queue (quickly,
    /// as every search in it is stopped) and waits for it.
    void close_and_join() {
        {
            const std::lock_guard lock(mutex_);
            closed_ = true;
            stopped_through_ = queued_;
            stop_ = true;
        }
        wake_.notify_all();
        if (commander_.joinable()) commander_.join();
    }

    // ---- The command thread ----------------------------------------------------------------------

    void command_loop() {
        for (;;) {
            Command command;
            {
                std::unique_lock lock(mutex_);
                wake_.wait(lock, [this] { return !queue_.empty() || closed_; });
                if (queue_.empty()) break;
                command = std::move(queue_.front());
                queue_.pop_front();
                queued_bytes_ -= command.line.size();
            }
            try {
                execute(command);
            } catch (const std::bad_alloc&) {
                error("out of memory while carrying out " + gametree::excerpt(command.line));
            } catch (const std::exception& e) {
                error("failed to carry out " + gametree::excerpt(command.line) + ": " + e.what());
            }
        }
        await_search();
    }

    /// Waits for the running search to end: one with a limit ends by itself, an unlimited or a pondering
    /// one (whose bestmove waits for stop or ponderhit) is stopped.
    void await_search() {
        if (!searcher_.joinable()) return;
        {
            const std::lock_guard lock(mutex_);
            if (search_unlimited_ || ponder_) stop_ = true;
        }
        wake_.notify_all();
        searcher_.join();
    }

    void execute(const Command& command) {
        std::istringstream words(command.line);
        std::string name;
        words >> name;
        if (name == "isready") {
            prepare_tablebases();
            say("readyok");
        } else if (name == "uci") {
            say("id name gametree congo");
            say("id author gametree");
            say("option name Hash type spin default " + std::to_string(gametree::EngineOptions{}.tt_mib) +
                " min 0 max " + std::to_string(max_hash_mib));
            say("option name Threads type spin default 1 min 1 max " + std::to_string(cli::max_threads));
            say(std::string("option name Ponder type check default ") + (ponder_option_ ? "true" : "false"));
            say("option name Contempt type spin default " + std::to_string(program_options().contempt) + " min " +
                std::to_string(-max_contempt) + " max " + std::to_string(max_contempt));
            say("option name MultiPV type spin default 1 min 1 max " + std::to_string(gametree::EngineOptions::max_multi_pv));
            say("option name Rules type combo default " + std::string(to_string(rules_)) + " var standard var wits2021");
            say(std::string("option name Algorithm type combo default ") + (mcts_ ? "mcts" : "alphabeta") +
                " var alphabeta var mcts");
            say("option name TablebasePieces type spin default " + std::to_string(static_cast<int>(tablebases_.pieces())) +
                " min 3 max 4");
            say("uciok");
        } else if (name == "d") {
            say(gametree::congo::to_fen(position_));
        } else if (name == "ucinewgame" || name == "setoption" || name == "position" || name == "go") {
            await_search();  // these change what a search uses
            if (name == "ucinewgame") {
                engine_->new_game();
                if (mcts_) mcts_->new_game();
                position_ = gametree::congo::start_position(rules_);
                earlier_.clear();
            } else if (name == "setoption") {
                set_option(words);
            } else if (name == "position") {
                set_position(words);
            } else {
                go(words, command.number);
            }
        } else if (name == "ponderhit") {
            ponderhit();
        } else {
            error("unknown command " + gametree::excerpt(name));
        }
    }

    /// A whole number in [low, high], or nothing after an error naming `what`.
    std::optional<long long> number(const std::string& text, long long low, long long high, const std::string& what) {
        long long value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || ec != std::errc{} || end != text.data() + text.size() || value < low || value > high) {
            error(what + " must be a whole number from " + std::to_string(low) + " to " + std::to_string(high) +
                  ", not " + gametree::excerpt(text));
            return std::nullopt;
        }
        return value;
    }

    void set_option(std::istringstream& words) {
        std::string token, name, value;
        words >> token;
        if (token != "name") return error("setoption: expected 'name', found " + gametree::excerpt(token));
        while (words >> token && token != "value") name += (name.empty() ? "" : " ") + token;
        words >> value;
        // Every option's value is one word: more after it is a mistake to report, not to drop.
        if (std::string extra; words >> extra)
            return error("setoption: unexpected " + gametree::excerpt(extra) + " after the value " + gametree::excerpt(value));
        const std::string option = gametree::ascii_lowercase(name);  // option names are case-insensitive
        if (option == "hash") {
            const auto mib = number(value, 0, max_hash_mib, "setoption: Hash");
            if (!mib) return;
            // After `quit` or the end of input no search will use the table: making it (seconds for a
            // few GiB, to clear them) would only hold up the exit.
            if (const std::lock_guard lock(mutex_); closed_) return;
            auto options = engine_->options();
            const std::size_t old_mib = options.tt_mib;
            options.tt_mib = static_cast<std::size_t>(*mib);
            try {
                engine_->set_options(options);  // strong guarantee: on failure the old table stays
            } catch (const std::bad_alloc&) {
                hash_failure(*mib, old_mib);
            } catch (const std::length_error&) {
                hash_failure(*mib, old_mib);
            }
        } else if (option == "threads") {
            const auto threads = number(value, 1, cli::max_threads, "setoption: Threads");
            if (!threads) return;
            auto options = engine_->options();
            const std::size_t old_threads = options.threads;
            options.threads = static_cast<std::size_t>(*threads);
            // A search runs on a thread of its own with threads - 1 helpers: all must start, or every
            // later `go` would fail. Refused like a Hash that cannot be had, the old count kept.
            if (options.threads > old_threads) {
                if (const auto reason = common::cannot_start_threads(options.threads))
                    return error("cannot start " + std::to_string(*threads) + " threads (" + *reason +
                                 "); keeping " + std::to_string(old_threads) + (old_threads == 1 ? " thread" : " threads"));
            }
            try {
                engine_->set_options(options);  // strong guarantee: on failure the old threads stay
                sync_mcts_options();
            } catch (const std::bad_alloc&) {
                error("cannot allocate the search state of " + std::to_string(*threads) +
                      " threads (out of memory); keeping " + std::to_string(engine_->options().threads));
            }
        } else if (option == "contempt") {
            const auto contempt = number(value, -max_contempt, max_contempt, "setoption: Contempt");
            if (!contempt) return;
            auto options = engine_->options();
            options.contempt = static_cast<gametree::Score>(*contempt);
            engine_->set_options(options);  // the same table and threads: nothing to allocate
        } else if (option == "ponder") {
            // Only says whether the GUI may ask the engine to ponder: bestmove then names the reply expected.
            const std::string flag = gametree::ascii_lowercase(value);
            if (flag != "true" && flag != "false")
                return error("setoption: Ponder must be true or false, not " + gametree::excerpt(value));
            ponder_option_ = flag == "true";
        } else if (option == "multipv") {
            const auto lines = number(value, 1, static_cast<long long>(gametree::EngineOptions::max_multi_pv), "setoption: MultiPV");
            if (!lines) return;
            auto options = engine_->options();
            options.multi_pv = static_cast<std::size_t>(*lines);
            engine_->set_options(options);  // the same table and threads: nothing to allocate
            sync_mcts_options();
        } else if (option == "rules") {
            const auto rules = gametree::congo::parse_rules(gametree::ascii_lowercase(value));  // values as names: any case
            if (!rules) return error("setoption: unknown rules " + gametree::excerpt(value) + " (standard or wits2021)");
            try {
                engine_ = std::make_unique<CongoEngine>(make_engine(tablebases_, engine_->options()));  // the same tables
            } catch (const std::bad_alloc&) {
                return error("cannot allocate an engine for the " + std::string(to_string(*rules)) +
                             " rules (out of memory); keeping the " + std::string(to_string(rules_)) + " rules");
            }
            rules_ = *rules;
            position_ = gametree::congo::start_position(rules_);
            earlier_.clear();
        } else if (option == "tablebasepieces") {
            // 4: positions of four pieces are probed too, each table built when first needed (0.1-0.45 s).
            const auto pieces = number(value, 3, 4, "setoption: TablebasePieces");
            if (!pieces) return;
            const auto chosen = *pieces == 4 ? gametree::congo::TablebasePieces::four : gametree::congo::TablebasePieces::three;
            gametree::congo::EndgameTablebases tables = tablebases_.with_pieces(chosen);  // the same tables
            try {
                engine_ = std::make_unique<CongoEngine>(make_engine(tables, engine_->options()));
            } catch (const std::bad_alloc&) {
                return error("cannot allocate an engine for TablebasePieces " + std::to_string(*pieces) + " (out of memory)");
            }
            tablebases_ = std::move(tables);
        } else if (option == "algorithm") {
            const std::string algorithm = gametree::ascii_lowercase(value);
            if (algorithm == "alphabeta") {
                mcts_.reset();
            } else if (algorithm == "mcts") {
                if (!mcts_) {
                    mcts_ = std::make_unique<CongoMcts>(*gametree::congo::mcts_variant("mcts"));
                    sync_mcts_options();
                }
            } else {
                error("setoption: unknown algorithm " + gametree::excerpt(value) + " (alphabeta or mcts)");
            }
        } else {
            error("setoption: unknown option " + gametree::excerpt(name) +
                  " (Hash, Threads, Ponder, Contempt, MultiPV, Rules, Algorithm or TablebasePieces)");
        }
    }

    /// Before an isready's readyok: builds the endgame tablebases of the current rules not built yet,
    /// and says so in an info string, so that the next search, timed by a clock, does not spend its time
    /// building them. Nothing during a search (its readyok is due at once; the search builds what it
    /// needs), for MCTS (which probes no tablebase), or once the session ends.
    void prepare_tablebases() {
        if (mcts_) return;
        {
            const std::lock_guard lock(mutex_);
            if (search_running_ || closed_) return;
        }
        TablebaseBuild build;
        try {
            // With TablebasePieces 4, also the tables of four the current position needs.
            build = build_tablebases(engine_->tablebase(), rules_, &position_);
        } catch (const std::bad_alloc&) {  // said, and readyok still answered: a search builds what it can
            return error("cannot build the endgame tablebases (out of memory)");
        }
        if (build.tables != 0) say("info string endgame tablebases: " + build.said);
    }

    void hash_failure(long long mib, std::size_t kept) {
        error("cannot allocate a " + std::to_string(mib) + " MiB hash table (out of memory); keeping the " +
              std::to_string(kept) + " MiB table");
    }

    /// position startpos|fen <board> <side> <number> [moves m1 m2 ...]. On any error the position
    /// is left as it was.
    void set_position(std::istringstream& words) {
        using namespace gametree::congo;
        std::string token;
        words >> token;
        Position pos = gametree::congo::start_position(rules_);
        if (token == "fen") {
            std::string fen;
            while (words >> token && token != "moves") fen += (fen.empty() ? "" : " ") + token;
            auto parsed = parse_fen(fen, rules_);
            if (!parsed) return error("position: bad FEN " + gametree::excerpt(fen) + ": " + parsed.error().describe());
            pos = *parsed;
        } else if (token == "startpos") {
            words >> token;
        } else {
            return error("position: expected 'startpos' or 'fen', found " + gametree::excerpt(token));
        }
        if (!words.fail() && !token.empty() && token != "moves")
            return error("position: expected 'moves', found " + gametree::excerpt(token));
        int ply = 0;
        std::vector<std::uint64_t> earlier;  // the keys of the positions before this one, for repetitions
        for (std::string text; words >> text;) {
            ++ply;
            const auto move = parse_move(pos, text);
            if (!move) return error("position: " + move.error().message + " (move " + std::to_string(ply) + "); position unchanged");
            earlier.push_back(pos.hash());
            pos = pos.after(*move);
        }
        position_ = pos;
        earlier_ = std::move(earlier);
    }

    /// The longest forced win `go mate N` looks for, in moves of the side to move.
    static constexpr long long max_mate_moves = 100;

    /// go [ponder] [searchmoves M...] [depth N] [mate N] [movetime MS] [nodes N] [wtime/btime/winc/binc MS]
    /// [movestogo N] [infinite]. Without a limit (or with `infinite`) it searches until `stop` and only
    /// then answers bestmove. With `ponder` it searches the position (the GUI put the expected move into
    /// it) with its clock held until `ponderhit`, and answers bestmove only after `ponderhit` or `stop`.
    /// `searchmoves` plays only the moves after it (up to the next keyword), each a legal move here.
    /// `mate N` looks for a forced win (the lion taken) in at most N moves: a search 2N-1 plies deep (or
    /// shallower with `depth`) that stops once it proves such a win; without one it still answers the
    /// best move it found. Alongside a time or node limit, whichever comes first. `mate` is searched by
    /// alpha-beta even with Algorithm mcts: only a full-width search to a depth proves that no shorter
    /// win was missed. A go with an error searches nothing and answers nothing.
    void go(std::istringstream& words, std::uint64_t command_number) {
        gametree::SearchLimits limits;
        std::optional<long long> wtime, btime, winc, binc, movestogo;
        bool infinite = false;
        bool ponder = false;
        bool depth_given = false;
        bool mate_given = false;
        std::vector<gametree::congo::Move> root_moves;
        static constexpr const char* keywords[] = {"depth", "movetime", "nodes", "wtime",    "btime",      "winc",
                                                   "binc",  "movestogo", "mate", "infinite", "ponder", "searchmoves"};
        const auto keyword = [](const std::string& word) { return std::find(std::begin(keywords), std::end(keywords), word) != std::end(keywords); };
        std::vector<std::string> tokens;  // read ahead: searchmoves ends at the next keyword
        for (std::string word; words >> word;) tokens.push_back(std::move(word));
        for (std::size_t at = 0; at < tokens.size();) {
            const std::string token = tokens[at++];
            if (token == "infinite" || token == "ponder") {
                (token == "ponder" ? ponder : infinite) = true;
                continue;
            }
            if (!keyword(token)) return error("go: unknown parameter " + gametree::excerpt(token));
            if (token == "searchmoves") {
                const std::size_t first = at;
                for (; at < tokens.size() && !keyword(tokens[at]); ++at) {
                    const auto move = gametree::congo::parse_move(position_, tokens[at]);
                    if (!move) return error("go: searchmoves: " + move.error().message);
                    root_moves.push_back(*move);
                }
                if (at == first) return error("go: 'searchmoves' needs at least one move");
                continue;
            }
            if (at == tokens.size()) return error("go: '" + token + "' needs a value");
            const std::string& text = tokens[at++];
            // A clock can be negative (GUIs send what is left after an overrun): it counts as 0, the least
            // time, and the engine still answers.
            const bool clock = token == "wtime" || token == "btime" || token == "winc" || token == "binc";
            const bool mate = token == "mate";
            mate_given = mate_given || mate;
            auto value = number(text, clock ? -2'000'000'000 : mate ? 1 : 0, mate ? max_mate_moves : 2'000'000'000, "go: " + token);
            if (!value) return;
            if (clock) value = std::max(0LL, *value);
            if (token == "depth" || token == "mate") {
                // A win in N moves is the lion taken on the side to move's Nth move: ply 2N-1.
                const long long plies = mate ? 2 * *value - 1 : *value;
                const int depth = static_cast<int>(std::clamp<long long>(plies, 1, gametree::max_ply - 1));
                limits.depth = depth_given ? std::min(limits.depth, depth) : depth;  // depth with mate: the smaller
                depth_given = true;
            } else if (token == "movetime") {
                limits.time = std::chrono::milliseconds(std::max(1LL, *value));
                limits.time_use = gametree::TimeUse::whole;  // a fixed time a move: all of it is to be used
            } else if (token == "nodes") {
                limits.nodes = static_cast<std::uint64_t>(std::max(1LL, *value));
            } else if (token == "wtime") {
                wtime = value;
            } else if (token == "btime") {
                btime = value;
            } else if (token == "winc") {
                winc = value;
            } else if (token == "binc") {
                binc = value;
            } else {
                movestogo = value;
            }
        }
        const bool white_to_move = position_.side_to_move() == gametree::congo::white;
        const auto remaining = white_to_move ? wtime : btime;
        if (remaining && !limits.time) {
            // Spend a share of the clock: the remaining time over the moves to go (30 if unknown), plus
            // most of the increment, never more than half of what is left.
            const long long increment = (white_to_move ? winc : binc).value_or(0);
            long long budget = *remaining / std::max(1LL, movestogo.value_or(30)) + increment * 3 / 4;
            budget = std::clamp(budget, 1LL, std::max(1LL, *remaining / 2));
            limits.time = std::chrono::milliseconds(budget);
        }
        const bool unlimited = infinite || (!depth_given && !limits.time && !limits.nodes);
        if (unlimited) limits = gametree::SearchLimits{};  // `infinite` overrides any limit
        start_search(limits, std::move(root_moves), unlimited, ponder, command_number, mcts_ && !mate_given);
    }

    /// Starts the search of `position_` on a thread of its own, by MCTS when `by_mcts`, else by the
    /// engine; `root_moves`: the only root moves it may play, or empty for all.
    void start_search(gametree::SearchLimits limits, std::vector<gametree::congo::Move> root_moves, bool unlimited, bool ponder,
                      std::uint64_t command_number, bool by_mcts) {
        {
            const std::lock_guard lock(mutex_);
            stop_ = command_number <= stopped_through_;  // a `stop` came after this `go`: answer at once
            ponder_ = ponder;
            search_running_ = true;
        }
        search_unlimited_ = unlimited;
        limits.stop = &stop_;
        if (ponder) limits.ponder = &ponder_;
        try {
            if (by_mcts) {
                searcher_ = std::thread([this, limits = mcts_limits(limits, unlimited), root_moves = std::move(root_moves), unlimited,
                                         root = position_, &mcts = *mcts_] { search_mcts(mcts, root, limits, root_moves, unlimited); });
            } else {
                engine_->set_history(earlier_);  // no search runs: the engine is this thread's to change
                searcher_ = std::thread([this, limits, root_moves = std::move(root_moves), unlimited, root = position_,
                                         &engine = *engine_] { search(engine, root, limits, root_moves, unlimited); });
            }
        } catch (...) {
            {
                const std::lock_guard lock(mutex_);
                search_running_ = false;
                ponder_ = false;
            }
            throw;
        }
    }

    /// `ponderhit`: the opponent played the move pondered on. The search goes on, its clock (the go's
    /// limits) running from now; a bestmove it held is sent at once. Without a pondering search, an error.
    void ponderhit() {
        bool pondering = false;
        {
            const std::lock_guard lock(mutex_);
            pondering = ponder_;
            ponder_ = false;
        }
        if (!pondering) return error("ponderhit: no search is pondering (send it after 'go ponder')");
        wake_.notify_all();
    }

    // ---- A search thread -------------------------------------------------------------------------

    void search(CongoEngine& engine, const gametree::congo::Position& root, const gametree::SearchLimits& limits,
                const std::vector<gametree::congo::Move>& root_moves, bool unlimited) noexcept {
        std::optional<gametree::congo::Move> best;  // the first move of the last completed iteration
        std::vector<gametree::congo::Move> line;   // its line, for the ponder move
        try {
            // TablebasePieces 4: the tables of four a root needs, when not built yet (by an isready after
            // its position), are built before the search, said, and not counted by its clock.
            if (engine.tablebase().pieces() == gametree::congo::TablebasePieces::four) {
                const TablebaseBuild build = build_tablebases(engine.tablebase(), root.rules(), &root, false);
                if (build.tables != 0) say("info string endgame tablebases: " + build.said);
            }
            const auto result = engine.search(root, limits, root_moves, [this, &best, &line, &engine](const CongoEngine::Info& i) {
                if (!i.pv.empty()) best = i.pv.front();
                line = i.pv;
                const auto stats = " nodes " + std::to_string(i.nodes) + " nps " + std::to_string(i.nodes_per_second) +
                                   " time " + std::to_string(i.milliseconds);
                const auto depth = static_cast<std::size_t>(i.depth);
                if (engine.options().multi_pv == 1) return say(info_line(depth, 0, i.score, stats, i.pv));
                // MultiPV: a line each, numbered from 1, best first.
                for (std::size_t k = 0; k < i.lines.size(); ++k) say(info_line(depth, k + 1, i.lines[k].score, stats, i.lines[k].pv));
            });
            if (result.best_move) {
                best = result.best_move;
                line = result.pv;
            }
            // The move of the iteration a limit stopped, when it beat the last finished one: its line, so
            // that the last info line shows the move answered.
            // With MultiPV it is line 1's news: numbered so, as a GUI files every line by its number.
            if (result.from_unfinished_iteration)
                say(info_line(static_cast<std::size_t>(result.depth + 1), engine.options().multi_pv > 1 ? 1 : 0, result.score,
                              " nodes " + std::to_string(result.nodes) + " time " + std::to_string(result.milliseconds), result.pv));
        } catch (const std::exception& e) {
            try_error(std::string("search failed: ") + e.what() + "; answering with the best move found so far");
        } catch (...) {
            try_error("search failed; answering with the best move found so far");
        }
        if (!best && !root_moves.empty()) best = root_moves.front();  // failed before a move: still one of searchmoves
        answer(best, line, root, unlimited);
    }

    /// MCTS, when it is the algorithm, follows the engine's Threads (as root parallelism: one tree per
    /// thread) and MultiPV (a line per root move, best first) options.
    void sync_mcts_options() {
        if (!mcts_) return;
        auto options = mcts_->options();
        options.threads = static_cast<int>(engine_->options().threads);
        options.multi_pv = engine_->options().multi_pv;
        mcts_->set_options(options);
    }

    /// One info line: "info depth D[ multipv K] score S<stats> pv ..." (`number` 0: unnumbered, as
    /// without MultiPV).
    static std::string info_line(std::size_t depth, std::size_t number, gametree::Score score, const std::string& stats,
                                 const std::vector<gametree::congo::Move>& pv) {
        return "info depth " + std::to_string(depth) + (number ? " multipv " + std::to_string(number) : std::string()) +
               " score " + score_text(score) + stats + " pv " + line_text(pv);
    }

    /// The same search by MCTS: "info" lines once a second (depth is the length of the line by visits,
    /// nodes the iterations), then bestmove; among `root_moves` alone unless it is empty.
    void search_mcts(CongoMcts& mcts, const gametree::congo::Position& root, const gametree::MctsLimits& limits,
                     const std::vector<gametree::congo::Move>& root_moves, bool unlimited) noexcept {
        std::optional<gametree::congo::Move> best;
        std::vector<gametree::congo::Move> line;
        const auto info = [this, numbered = mcts.options().multi_pv > 1](const CongoMcts::Info& i) {
            const auto stats = " nodes " + std::to_string(i.iterations) + " nps " + std::to_string(i.iterations_per_second) +
                               " time " + std::to_string(i.milliseconds);
            if (!numbered) return say(info_line(i.pv.size(), 0, i.score, stats, i.pv));
            // MultiPV: a line each, numbered from 1, best first (line 1 is the move answered), as alpha-beta's.
            for (std::size_t k = 0; k < i.lines.size(); ++k)
                say(info_line(i.lines[k].pv.size(), k + 1, i.lines[k].score, stats, i.lines[k].pv));
        };
        try {
            const auto result = mcts.search(root, limits, root_moves, info);
            if (result.iterations > 0) info(result);  // a finished root: no search, no line (as alpha-beta)
            best = result.best_move;
            line = result.pv;
        } catch (const std::exception& e) {
            try_error(std::string("search failed: ") + e.what());
        } catch (...) {
            try_error("search failed");
        }
        if (!best && !root_moves.empty()) best = root_moves.front();  // failed before a move: still one of searchmoves
        answer(best, line, root, unlimited);
    }

    /// bestmove, after `stop` when the search was unlimited (even when it ended by itself), and after
    /// `ponderhit` or `stop` when it pondered (UCI: never before). A search that failed before it had a
    /// move (out of memory) still answers a legal one: "(none)" says the game is over. With the Ponder
    /// option, "ponder M" adds the reply `line` expects to `best`, when it has one.
    void answer(std::optional<gametree::congo::Move> best, const std::vector<gametree::congo::Move>& line,
                const gametree::congo::Position& root, bool unlimited) noexcept {
        if (!best && !gametree::is_over(root.outcome())) {
            const auto moves = gametree::moves_of(gametree::congo::MoveGenerator{}, root);  // on the stack
            if (!moves.empty()) best = moves[0];
        }
        // The search counts as over before its bestmove is written: an isready read after the bestmove
        // must wait its turn behind the commands queued before it (a setoption's error, say), not be
        // answered at once as during a search. (Cleared after the write, a reader could see the search
        // still running after the bestmove and overtake those commands: seen once under load.)
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this, unlimited] { return stop_.load() || (!unlimited && !ponder_.load()); });
            ponder_ = false;  // a stop ended the pondering: a later ponderhit is an error
            search_running_ = false;
        }
        // ponder_option_ changes only in a setoption, which waits for the search: no race.
        const bool with_reply = ponder_option_ && best && line.size() >= 2 && line.front() == *best;
        try {
            say("bestmove " + (best ? gametree::congo::to_string(*best) : std::string("(none)")) +
                (with_reply ? " ponder " + gametree::congo::to_string(line[1]) : std::string()));
        } catch (...) {
            try_error("cannot answer bestmove (out of memory)");
        }
    }

    void try_error(const std::string& text) noexcept {
        try {
            error(text);
        } catch (...) {
        }
    }

    // Used by the command thread only.
    gametree::congo::Rules rules_;
    gametree::congo::Position position_;
    std::vector<std::uint64_t> earlier_;  ///< the game's positions before position_ (their keys)
    // Shared by the engines of every rule set (copies share their tables): a table is built once.
    gametree::congo::EndgameTablebases tablebases_;
    std::unique_ptr<CongoEngine> engine_;
    std::unique_ptr<CongoMcts> mcts_;  // set while the Algorithm option is mcts
    std::thread searcher_;
    bool search_unlimited_ = false;
    bool ponder_option_ = false;  // the Ponder option: bestmove names the reply expected

    // Shared between the threads, guarded by mutex_ (stop_ and ponder_ are also read by the search without it).
    std::mutex mutex_;
    std::condition_variable wake_;  // the queue, stop_, ponder_ or closed_ changed
    std::deque<Command> queue_;
    std::uint64_t queued_ = 0;           // commands queued so far
    std::size_t queued_bytes_ = 0;       // the characters of the commands in the queue
    std::uint64_t stopped_through_ = 0;  // every `go` numbered up to this one is stopped
    bool closed_ = false;
    bool search_running_ = false;  // from the start of a search until just before its bestmove
    std::atomic<bool> stop_{false};
    // The running search ponders (its clock held, its bestmove kept until ponderhit or stop): set by
    // `go ponder`, cleared by ponderhit or when the bestmove goes out.
    std::atomic<bool> ponder_{false};

    std::mutex output_;
    std::atomic<bool> write_failed_{false};
    std::thread commander_;  // declared last: it starts when everything above exists
};

inline int run_uci(const Arguments& args) {
    if (auto e = args.expect_positional(0, "congo uci [--rules R]")) return report(*e);
    UciSession session(args.rules);
    return session.run(std::cin);
}

}  // namespace cli
