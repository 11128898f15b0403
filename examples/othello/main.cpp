// othello: Othello on 6×6 and 8×8 boards from the command line.
//
//   othello perft    [--size 6|8] [--board TEXT] [--threads N] DEPTH   leaf counts, depths 1..DEPTH, passes counted
//   othello solve    [--size 6|8] [--board TEXT] [--movetime MS] [--hash MIB]   the exact disc margin
//   othello selfplay [--size 6|8] [--board TEXT] [--depth D] [--hash MIB]      the engine against itself
//
// usage.hpp has each command's options and defaults. Errors go to stderr as "error: ..." with exit
// status 2, and so does a failure to write the output.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#include "../common/help_command.hpp"
#include "../common/output.hpp"
#include "../common/perft_lines.hpp"
#include "gametree/games/othello/othello.hpp"
#include "gametree/search/perft.hpp"
#include "options.hpp"
#include "selfplay.hpp"
#include "solve.hpp"
#include "usage.hpp"

namespace {

using namespace gametree;
using namespace gametree::othello;
using namespace othello_cli;

template <int N>
int run_perft(const Position<N>& pos, const Arguments& args) {
    if (args.positional.size() != 1)
        return report(std::string(args.positional.empty() ? "missing DEPTH" : "too many arguments") +
                      "; usage: othello perft [--size 6|8] [--board TEXT] [--threads N] DEPTH");
    int depth = 0;
    if (const auto failure = read_int(args.positional[0], 0, 20, "DEPTH", depth)) return report(*failure);
    const MoveGenerator gen;
    const int threads = args.threads.value_or(1);
    if (const auto failure = common::perft_threads_unavailable(pos, depth, gen, threads)) return report(*failure);
    return common::print_perft_lines(pos, depth, gen, threads);
}

template <int N>
int run_command(const std::string& command, const Arguments& args) {
    Position<N> pos;
    if (args.board) {
        const auto parsed = parse_position<N>(*args.board);
        if (!parsed) return report(parsed.error().describe());
        pos = *parsed;
    }
    if (command == "perft") return run_perft(pos, args);
    if (!args.positional.empty())
        return report("unexpected argument " + excerpt(args.positional[0]) + " (see othello " + command + " --help)");
    if (command == "solve") return run_solve(pos, args);
    return run_selfplay(pos, args);
}

std::vector<std::string_view> options_of(const std::string& command) {
    if (command == "perft") return {"--size", "--board", "--threads"};
    if (command == "solve") return {"--size", "--board", "--movetime", "--hash"};
    return {"--size", "--board", "--depth", "--hash"};
}

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    const std::vector<std::string> words(argv + 1, argv + argc);
    if (words.empty()) {
        std::cerr << usage;
        return 2;
    }
    const std::string& command = words[0];
    if (command == "help" || command == "--help" || command == "-h") {
        const auto help = common::help_reply(words, "othello", usage, usage_of);
        if (help.error) return report(help.text);
        std::cout << help.text;
        return common::finish(0);
    }
    if (usage_of(command).empty()) return report(common::unknown_command("othello", command));
    Arguments args;
    if (const auto failure = parse_arguments(command, {words.begin() + 1, words.end()}, options_of(command), args))
        return report(*failure);
    if (args.help) {
        std::cout << usage_of(command);
        return common::finish(0);
    }
    try {
        const int status = args.board_size() == 6 ? run_command<6>(command, args) : run_command<8>(command, args);
        return common::finish(status);
    } catch (const std::bad_alloc&) {
        return report("out of memory (try a smaller --hash)");
    }
}
