// Fuzzes the programs' command-line option parsers, the input's lines being the words of a command line
// (one word a line; the words after the program's name, or its command). Every parser reads the same
// words: congo's (cli::parse_arguments, for each command's options, and congo-cluster perft's), congo
// match's (parse_match_settings, with split_command on each --engine), the course tournament's
// (tournament_cli::parse_settings, shared by wits2021-part6-tournament and congo-cluster tournament),
// the course programs' (course::parse_options), dice-nim's (dice_nim_cli::parse) and congo analyse
// --searchmoves (parse_search_moves). Each gives an error with a message ("error: ..." on stderr where
// the parser prints it) or settings within the documented ranges; congo's accepted arguments, written
// back as options, are read again as the same arguments; split_command reads a quoted word list back as
// those words.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <gametree/games/congo/congo.hpp>

#include "../examples/congo/match_options.hpp"
#include "../examples/congo/options.hpp"
#include "../examples/congo/search_moves_option.hpp"
#include "../examples/congo/usage.hpp"
#include "../examples/dice_nim/options.hpp"
#include "../examples/wits2021/course_io.hpp"
#include "../examples/wits2021/tournament_options.hpp"
#include "captured_output.hpp"
#include "fail.hpp"

namespace {

std::string_view input;  // the whole input, shown by a failed check

[[noreturn]] void fail(const char* what) { fuzz::fail("command_line_fuzz", what, input); }

using fuzz::Captured;

/// Whether `err` is one or more lines, the first of them "error: " and a reason.
bool is_error_text(const std::string& err) { return err.starts_with("error: ") && err.size() > 8 && err.back() == '\n'; }

bool has(std::span<const std::string_view> accepted, std::string_view option) {
    return std::find(accepted.begin(), accepted.end(), option) != accepted.end();
}

template <class T>
void check_range(const std::optional<T>& value, long long low, long long high, std::span<const std::string_view> accepted,
                 std::string_view option) {
    if (!value) return;
    if (!has(accepted, option)) fail("an option that the command does not take was read");
    if (*value < low || *value > high) fail("an option's value out of its range was accepted");
}

/// The words that give `a` back: every option that is set, "--" and the positional words.
std::vector<std::string> written_back(const cli::Arguments& a) {
    std::vector<std::string> w{"--rules", std::string(to_string(a.rules))};
    const auto number = [&](const char* name, const std::optional<int>& v) {
        if (v) w.insert(w.end(), {name, std::to_string(*v)});
    };
    if (a.divide) w.emplace_back("--divide");
    number("--depth", a.depth);
    number("--movetime", a.movetime);
    if (a.white) w.insert(w.end(), {"--white", *a.white});
    if (a.black) w.insert(w.end(), {"--black", *a.black});
    if (a.fen) w.insert(w.end(), {"--fen", *a.fen});
    number("--hash", a.hash_mib);
    number("--threads", a.threads);
    number("--max-moves", a.max_moves);
    number("--black-depth", a.black_depth);
    if (a.algorithm) w.insert(w.end(), {"--algorithm", *a.algorithm});
    number("--iterations", a.iterations);
    number("--expansions", a.expansions);
    number("--tree-nodes", a.tree_nodes);
    number("--table-entries", a.table_entries);
    number("--multipv", a.multi_pv);
    for (const auto& moves : a.search_moves) w.insert(w.end(), {"--searchmoves", moves});
    if (a.ascii) w.emplace_back("--ascii");
    if (a.help) w.emplace_back("--help");
    w.emplace_back("--");
    w.insert(w.end(), a.positional.begin(), a.positional.end());
    return w;
}

bool same(const cli::Arguments& a, const cli::Arguments& b) {
    return a.rules == b.rules && a.divide == b.divide && a.depth == b.depth && a.movetime == b.movetime &&
           a.white == b.white && a.black == b.black && a.fen == b.fen && a.hash_mib == b.hash_mib &&
           a.threads == b.threads && a.max_moves == b.max_moves && a.black_depth == b.black_depth &&
           a.algorithm == b.algorithm && a.iterations == b.iterations && a.expansions == b.expansions &&
           a.tree_nodes == b.tree_nodes && a.table_entries == b.table_entries && a.multi_pv == b.multi_pv &&
           a.search_moves == b.search_moves && a.ascii == b.ascii && a.help == b.help && a.positional == b.positional;
}

void check_congo(const std::vector<std::string>& words, std::string_view command, std::span<const std::string_view> accepted) {
    const auto args = cli::parse_arguments(words, command, accepted);
    if (!args) {
        if (args.error().empty()) fail("congo: an error without a message");
        return;
    }
    const cli::Arguments& a = *args;
    check_range(a.depth, 1, 64, accepted, "--depth");
    check_range(a.black_depth, 1, 64, accepted, "--black-depth");
    check_range(a.movetime, 1, 86'400'000, accepted, "--movetime");
    check_range(a.hash_mib, 0, cli::max_hash_mib, accepted, "--hash");
    check_range(a.threads, 1, cli::max_threads, accepted, "--threads");
    check_range(a.max_moves, 1, 100'000, accepted, "--max-moves");
    check_range(a.iterations, 1, 1'000'000'000, accepted, "--iterations");
    check_range(a.expansions, 1, 1'000'000'000, accepted, "--expansions");
    check_range(a.tree_nodes, 2, 1'000'000'000, accepted, "--tree-nodes");
    check_range(a.table_entries, 0, 1'000'000'000, accepted, "--table-entries");
    check_range(a.multi_pv, 1, static_cast<long long>(gametree::EngineOptions::max_multi_pv), accepted, "--multipv");
    if ((a.white && *a.white != "human" && *a.white != "engine") || (a.black && *a.black != "human" && *a.black != "engine"))
        fail("congo: a player that is neither human nor engine");
    if ((a.white && !has(accepted, "--white")) || (a.fen && !has(accepted, "--fen")) || (a.divide && !has(accepted, "--divide")) ||
        (a.ascii && !has(accepted, "--ascii")) || (a.algorithm && !has(accepted, "--algorithm")) ||
        (!a.search_moves.empty() && !has(accepted, "--searchmoves")))
        fail("congo: an option that the command does not take was read");
    if (a.fen && a.fen->starts_with("--")) fail("congo: an option taken for --fen's FEN");
    for (const auto& moves : a.search_moves)
        if (moves.starts_with("--")) fail("congo: an option taken for --searchmoves' moves");
    if (std::find(words.begin(), words.end(), "--") == words.end())
        for (const auto& p : a.positional)
            if (p.size() > 2 && p.starts_with("--")) fail("congo: an option read as a positional word");
    const auto again = cli::parse_arguments(written_back(a), command, accepted);
    if (!again) fail("congo: the accepted arguments, written back, are refused");
    if (!same(a, *again)) fail("congo: the accepted arguments, written back, are read as other arguments");
}

/// `words` quoted for split_command: each in single quotes, a quote in it as '\''.
std::string quoted(const std::vector<std::string>& words) {
    std::string text;
    for (const auto& word : words) {
        if (!text.empty()) text += ' ';
        text += '\'';
        for (const char c : word) {
            if (c == '\'') text += "'\\''";
            else text += c;
        }
        text += '\'';
    }
    return text;
}

void check_split_command(std::string_view text) {
    const auto words = common::split_command(text);
    if (!words) return;
    for (const auto& w : *words)
        if (w.empty() && text.find_first_of("'\"") == std::string_view::npos) fail("split_command: an empty word without quotes");
    const auto again = common::split_command(quoted(*words));
    if (!again || *again != *words) fail("split_command: the words, quoted, are read as other words");
}

void check_match(const std::vector<std::string>& words) {
    const auto s = cli::parse_match_settings(words);
    if (!s) {
        if (s.error().empty()) fail("match: an error without a message");
        return;
    }
    if (s->engines.size() != 2 || s->engines[0].name == s->engines[1].name) fail("match: not two engines of two names");
    for (const auto& e : s->engines) {
        if (e.name.empty() || e.words.empty()) fail("match: an engine without a name or a command");
        for (const char c : e.name)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) fail("match: a control character in an engine's name");
        const auto split = common::split_command(e.command);
        if (!split || *split != e.words) fail("match: an engine's words are not its command's");
        for (const auto& option : e.options) {
            if (option.name.empty() || gametree::ascii_lowercase(option.name) == "rules") fail("match: a bad engine option name");
            for (const char c : cli::setoption_command(option))
                if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) fail("match: a control character in a setoption line");
        }
    }
    if (s->games < 1 || s->games > 1'000'000 || s->concurrency < 1 || s->concurrency > 256 || s->margin_ms < 0 ||
        s->margin_ms > 600'000 || s->random_plies < 0 || s->random_plies > 200 || s->max_moves < 1 || s->max_moves > 100'000)
        fail("match: a number out of its range");
    if ((s->movetime_ms && (*s->movetime_ms < 1 || *s->movetime_ms > 86'400'000)) || s->clock_ms < 1 ||
        s->clock_ms > 86'400'000 || s->increment_ms < 0 || s->increment_ms > 3'600'000)
        fail("match: a time out of its range");
    if (s->sprt && (!(s->sprt->elo0 < s->sprt->elo1) || !(s->sprt->alpha + s->sprt->beta < 1) || !(s->sprt->alpha > 0) ||
                    !(s->sprt->beta > 0)))
        fail("match: an SPRT that cannot decide");
}

void check_tournament(const std::vector<std::string>& words) {
    std::vector<std::string> all{"wits2021-part6-tournament"};
    all.insert(all.end(), words.begin(), words.end());
    std::vector<char*> argv;
    for (auto& w : all) argv.push_back(w.data());
    argv.push_back(nullptr);
    std::optional<tournament_cli::Settings> s;
    std::string err;
    {
        const Captured captured;
        s = tournament_cli::parse_settings(static_cast<int>(all.size()), argv.data());
        err = captured.err();
    }
    if (!s) {
        if (!is_error_text(err)) fail("tournament: refused without an error message");
        return;
    }
    if (!err.empty()) fail("tournament: accepted with an error message");
    if (s->help) return;
    if (s->games < 2 || s->games > 10000 || s->games % 2 || s->movetime < 1 || s->movetime > 3'600'000 || s->depth < 0 ||
        s->depth > 64 || s->max_moves < 1 || s->max_moves > 100000 || s->concurrency < 1 || s->concurrency > 1024)
        fail("tournament: a number out of its range");
    for (std::size_t i = 0; i < s->agents.size(); ++i)
        for (std::size_t j = i + 1; j < s->agents.size(); ++j)
            if (s->agents[i] == s->agents[j]) fail("tournament: an agent named twice");
}

void check_course(const std::vector<std::string>& words, int default_depth) {
    std::vector<std::string> all{"wits2021-part"};
    all.insert(all.end(), words.begin(), words.end());
    std::vector<char*> argv;
    for (auto& w : all) argv.push_back(w.data());
    argv.push_back(nullptr);
    const course::Program program{"wits2021-part", "an answer", default_depth};
    int status = -1;
    std::optional<course::Options> options;
    std::string out;
    std::string err;
    {
        const Captured captured;
        options = course::parse_options(static_cast<int>(all.size()), argv.data(), program, status);
        out = captured.out();
        err = captured.err();
    }
    if (!options) {
        if (status == 0 ? out != course::usage_of(program) || !err.empty() : status != 2 || !is_error_text(err))
            fail("course: ended without its usage or an error message");
        return;
    }
    if (!err.empty() || !out.empty()) fail("course: accepted with output");
    if (default_depth < 0 && (options->depth || options->verbose || options->fast)) fail("course: an option of the search programs read");
    if (options->depth && (*options->depth < 0 || *options->depth > 32)) fail("course: a depth out of its range");
}

void check_dice_nim(const std::vector<std::string>& words, const std::string& command) {
    dice_nim_cli::Settings s;
    int status = -1;
    std::string err;
    {
        const Captured captured;
        status = dice_nim_cli::parse(command, words, s);
        err = captured.err();
    }
    if (status != 0) {
        if (status != 2 || !is_error_text(err)) fail("dice-nim: refused without an error message");
        return;
    }
    if (!err.empty()) fail("dice-nim: accepted with an error message");
    if (s.stones < 1 || s.stones > 12 || s.games < 1 || s.games > 1000 || s.iterations < 1 || s.iterations > 10'000'000 ||
        s.seed < 0 || s.seed > (1LL << 62))
        fail("dice-nim: a number out of its range");
    if (command == "solve" && (s.games != 10 || s.iterations != 20'000 || s.seed != 1)) fail("dice-nim: solve read a selfplay option");
}

void check_search_moves(const std::vector<std::string>& values, const gametree::congo::Position& pos) {
    const auto moves = cli::parse_search_moves(pos, values);
    if (!moves) {
        if (!moves.error().starts_with("--searchmoves ")) fail("searchmoves: an error that does not name the option");
        return;
    }
    std::vector<std::string> names;  // the runs of characters between separators, as the option's text says
    for (const auto& value : values) {
        std::string name;
        for (const char c : value + ' ') {
            if (c != ',' && c != ' ' && c != '\t') {
                name += c;
            } else if (!name.empty()) {
                names.push_back(name);
                name.clear();
            }
        }
    }
    if (moves->size() != names.size()) fail("searchmoves: not one move per name");
    for (std::size_t k = 0; k < names.size(); ++k)
        if (to_string((*moves)[k]) != names[k]) fail("searchmoves: a move read as another than the one named");
}

void check_numbers(const std::string& word) {
    long long out = 12345;
    const auto failure = common::read_int_option(word, -100, 100, "--x", out);
    if (failure ? !failure->starts_with("--x must be ") || out != 12345 : out < -100 || out > 100)
        fail("read_int_option: a bad message, or a value out of its range");
    if (const auto d = cli::detail::parse_decimal(word, -5, 5); d && !(*d >= -5 && *d <= 5)) fail("parse_decimal: out of its range");
    if (const auto tc = cli::detail::parse_time_control(word); tc) {
        if (tc->first < 1 || tc->first > 86'400'000 || tc->second < 0 || tc->second > 3'600'000)
            fail("parse_time_control: out of its range");
    } else if (!tc.error().starts_with("--tc ")) {
        fail("parse_time_control: an error that does not name the option");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    input = std::string_view(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> words;
    for (std::size_t at = 0; at < input.size();) {
        const auto end = std::min(input.find('\n', at), input.size());
        words.emplace_back(input.substr(at, end - at));
        at = end + 1;
    }
    if (words.size() > 64) return 0;  // a command line, not a file

    for (const char* command : {"perft", "selfplay", "analyse", "play", "moves"})
        check_congo(words, std::string("congo ") + command, cli::options_of(command));
    static constexpr std::string_view cluster_perft[] = {"--divide", "--threads"};
    check_congo(words, "congo-cluster perft", cluster_perft);
    check_split_command(input);
    for (const auto& w : words) {
        check_split_command(w);
        check_numbers(w);
    }
    check_match(words);
    check_tournament(words);
    check_course(words, 4);
    check_course(words, -1);
    check_dice_nim(words, "solve");
    check_dice_nim(words, "selfplay");
    static const auto start = *gametree::congo::parse_fen(gametree::congo::start_fen);
    check_search_moves(words, start);
    return 0;
}
