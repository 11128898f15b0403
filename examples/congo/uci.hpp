// congo uci: an engine protocol in the style of UCI on standard input and output, so that other
// programs can drive the engine. Searches run on a second thread so that `stop` is heard.
#pragma once

#include <atomic>
#include <iostream>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "engine_setup.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/notation.hpp"
#include "options.hpp"

namespace cli {

class UciSession {
public:
    explicit UciSession(gametree::congo::Rules rules)
        : rules_(rules), position_(gametree::congo::start_position(rules)), engine_(std::make_unique<CongoEngine>(make_engine(rules))) {}

    ~UciSession() { finish_search(); }

    /// Reads commands until `quit` or the end of input.
    int run(std::istream& in) {
        for (std::string line; std::getline(in, line);) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (!handle(line)) break;
        }
        finish_search();
        return 0;
    }

private:
    void say(const std::string& text) {
        const std::lock_guard lock(output_);
        std::cout << text << '\n' << std::flush;
    }
    void error(const std::string& text) {
        std::cerr << "error: " << text << '\n';
        say("info string error: " + text);
    }

    /// Stops the running search at once and waits for its bestmove.
    void finish_search() {
        stop_ = true;
        if (worker_.joinable()) worker_.join();
    }

    /// Waits for the running search to end by its own limits; an infinite one is stopped (it never would).
    void await_search() {
        if (infinite_) stop_ = true;
        if (worker_.joinable()) worker_.join();
    }

    /// Handles one command; false on `quit`.
    bool handle(const std::string& line) {
        std::istringstream words(line);
        std::string command;
        words >> command;
        if (command.empty()) return true;
        if (command == "quit") return false;
        if (command == "stop") {
            finish_search();
            return true;
        }
        if (command == "isready") {
            say("readyok");
            return true;
        }
        if (command == "uci") {
            say("id name gametree congo");
            say("id author gametree");
            say("option name Hash type spin default 16 min 0 max 4096");
            say("option name Rules type combo default " + std::string(to_string(rules_)) + " var standard var wits2021");
            say("uciok");
            return true;
        }
        await_search();  // every other command waits for a running search to end
        if (command == "ucinewgame") {
            engine_->new_game();
            position_ = gametree::congo::start_position(rules_);
        } else if (command == "setoption") {
            set_option(words);
        } else if (command == "position") {
            set_position(words);
        } else if (command == "go") {
            go(words);
        } else if (command == "d") {
            say(gametree::congo::to_fen(position_));
        } else {
            error("unknown command '" + command + "'");
        }
        return true;
    }

    void set_option(std::istringstream& words) {
        std::string token, name, value;
        words >> token;
        if (token != "name") return error("setoption: expected 'name'");
        while (words >> token && token != "value") name += (name.empty() ? "" : " ") + token;
        words >> value;
        if (name == "Hash") {
            auto options = engine_->options();
            const auto mib = parse_int(value, 0, 4096, "Hash");
            if (!mib) return error(mib.error());
            options.tt_mib = static_cast<std::size_t>(*mib);
            engine_->set_options(options);
        } else if (name == "Rules") {
            const auto rules = gametree::congo::parse_rules(value);
            if (!rules) return error("unknown rules '" + value + "' (standard or wits2021)");
            rules_ = *rules;
            position_ = gametree::congo::start_position(rules_);
            engine_ = std::make_unique<CongoEngine>(make_engine(rules_, engine_->options()));  // its tablebases
        } else {
            error("unknown option '" + name + "'");
        }
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
            if (!parsed) return error("position: bad FEN '" + fen + "': " + parsed.error().describe());
            pos = *parsed;
        } else if (token == "startpos") {
            words >> token;
        } else {
            return error("position: expected 'startpos' or 'fen'");
        }
        if (!words.fail() && !token.empty() && token != "moves") return error("position: expected 'moves', found '" + token + "'");
        for (std::string text; words >> text;) {
            const auto move = parse_move(pos, text);
            if (!move) return error("position: " + move.error().message);
            pos = pos.after(*move);
        }
        position_ = pos;
    }

    void go(std::istringstream& words) {
        gametree::SearchLimits limits;
        std::optional<long long> wtime, btime, winc, binc, movestogo;
        bool infinite = false;
        for (std::string token; words >> token;) {
            if (token == "infinite") {
                infinite = true;
                continue;
            }
            std::string value;
            if (!(words >> value)) return error("go: " + token + " needs a value");
            const auto number = parse_int(value, 0, 2'000'000'000, "go " + token);
            if (!number) return error(number.error());
            if (token == "depth") limits.depth = std::max(1, *number);
            else if (token == "movetime") limits.time = std::chrono::milliseconds(std::max(1, *number));
            else if (token == "nodes") limits.nodes = static_cast<std::uint64_t>(std::max(1, *number));
            else if (token == "wtime") wtime = *number;
            else if (token == "btime") btime = *number;
            else if (token == "winc") winc = *number;
            else if (token == "binc") binc = *number;
            else if (token == "movestogo") movestogo = *number;
            else return error("go: unknown parameter '" + token + "'");
        }
        const bool white_to_move = position_.side_to_move() == gametree::congo::white;
        const auto remaining = white_to_move ? wtime : btime;
        if (remaining && !limits.time && !infinite) {
            // Spend a share of the clock: the remaining time over the moves to go (30 if unknown), plus
            // most of the increment, never more than half of what is left.
            const long long increment = (white_to_move ? winc : binc).value_or(0);
            long long budget = *remaining / std::max(1LL, movestogo.value_or(30)) + increment * 3 / 4;
            budget = std::clamp(budget, 1LL, std::max(1LL, *remaining / 2));
            limits.time = std::chrono::milliseconds(budget);
        }
        if (infinite) limits.depth = gametree::max_ply - 1;
        infinite_ = infinite && !limits.time && !limits.nodes;
        stop_ = false;
        limits.stop = &stop_;
        const auto root = position_;
        worker_ = std::thread([this, root, limits] {
            const auto result = engine_->search(root, limits, [this](const CongoEngine::Info& i) {
                say("info depth " + std::to_string(i.depth) + " score " + score_text(i.score) + " nodes " +
                    std::to_string(i.nodes) + " nps " + std::to_string(i.nodes_per_second) + " time " +
                    std::to_string(i.milliseconds) + " pv " + line_text(i.pv));
            });
            // "go infinite" answers only after "stop", even when the search ended by itself (a proven result).
            while (infinite_ && !stop_) std::this_thread::sleep_for(std::chrono::milliseconds(1));
            say("bestmove " + (result.best_move ? gametree::congo::to_string(*result.best_move) : std::string("(none)")));
        });
    }

    gametree::congo::Rules rules_;
    gametree::congo::Position position_;
    std::unique_ptr<CongoEngine> engine_;
    std::atomic<bool> stop_{false};
    std::atomic<bool> infinite_{false};
    std::thread worker_;
    std::mutex output_;
};

inline int run_uci(const Arguments& args) {
    if (auto e = args.expect_positional(0, "congo uci [--rules R]")) return report(*e);
    UciSession session(args.rules);
    return session.run(std::cin);
}

}  // namespace cli
