// dice-nim: Dice Nim (include/gametree/games/dice_nim) from the command line.
//
//   dice-nim solve    [--stones N]                      the exact chance to win, and the best take for each roll
//   dice-nim selfplay [--stones N] [--games G] [--iterations I] [--seed S]
//                                                       expectiminimax against MCTS, sides alternating
//
// Errors go to stderr as "error: ..." with exit status 2, and so does a failure to write the output.
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "../common/option_words.hpp"
#include "../common/output.hpp"
#include "gametree/core/random.hpp"
#include "gametree/games/dice_nim/dice_nim.hpp"
#include "gametree/search/chance/expectiminimax.hpp"
#include "gametree/search/mcts.hpp"
#include "options.hpp"

namespace {

using namespace gametree;
using namespace gametree::dice_nim;
using namespace dice_nim_cli;

/// The chance to win for a value on expectiminimax's ±1000 scale.
double chance_of(double value) { return (value / 1000 + 1) / 2; }

int solve(const Settings& s) {
    const Position start(static_cast<int>(s.stones));
    const auto t0 = std::chrono::steady_clock::now();
    const auto r = expectiminimax(start, MoveGenerator{}, ReachEvaluator{});
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
    std::printf("Dice Nim solve: %s\n", to_string(start).c_str());
    std::printf("value %.4f (the first player wins with probability %.4f) nodes %llu time_ms %lld\n", r.value,
                chance_of(r.value), static_cast<unsigned long long>(r.nodes), static_cast<long long>(ms));
    for (int face = 1; face <= die_faces; ++face) {
        const Position rolled = start.after(Move{face});
        const auto best = expectiminimax(rolled, MoveGenerator{}, ReachEvaluator{});
        std::printf("roll %d: take %d (win probability %.4f)\n", face, best.best_move->value, chance_of(best.value));
    }
    return common::finish(0);
}

int selfplay(const Settings& s) {
    std::mt19937_64 dice(static_cast<std::uint64_t>(s.seed));
    MctsOptions options;
    options.seed = static_cast<std::uint64_t>(s.seed);
    Mcts<Position, MoveGenerator> mcts(options);
    std::array<int, 2> wins{};  // [0] expectiminimax, [1] MCTS
    // Each line is flushed as its game ends, for whoever watches a pipe; a reader that went away
    // (`| head -1`) ends the games at once.
    if (!common::print_progress("Dice Nim self-play: expectiminimax against MCTS (" + std::to_string(s.iterations) +
                                " iterations a move), " + std::to_string(s.stones) + " stones, " +
                                std::to_string(s.games) + " games"))
        return common::report_output_error();
    for (long long game = 0; game < s.games; ++game) {
        const Player mcts_side = game % 2 == 0 ? Player::second : Player::first;
        mcts.new_game();
        Position p(static_cast<int>(s.stones));
        std::string line;
        while (!is_over(p.outcome())) {
            Move m;
            if (p.is_chance()) {
                m = Move{1 + static_cast<int>(random_index(dice, static_cast<unsigned>(die_faces)))};
                line += ' ';
                line += std::to_string(m.value);
                line += ':';
            } else if (p.side_to_move() == mcts_side) {
                m = *mcts.search(p, MctsLimits::for_iterations(static_cast<std::uint64_t>(s.iterations))).best_move;
                line += std::to_string(m.value);
            } else {
                m = *expectiminimax(p, MoveGenerator{}, ReachEvaluator{}).best_move;
                line += std::to_string(m.value);
            }
            p = p.after(m);
        }
        const bool mcts_won = is_win_for(p.outcome(), mcts_side);
        ++wins[mcts_won ? 1 : 0];
        if (!common::print_progress("game " + std::to_string(game + 1) + ": " +
                                    (mcts_side == Player::first ? "mcts" : "expectiminimax") + " first, roll:take" +
                                    line + ", " + (mcts_won ? "mcts" : "expectiminimax") + " wins"))
            return common::report_output_error();
    }
    std::printf("expectiminimax %d, mcts %d\n", wins[0], wins[1]);
    return common::finish(0);
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
        std::cout << usage;
        return common::finish(0);
    }
    if (command != "solve" && command != "selfplay") return report("unknown command " + excerpt(command) + "\n" + usage);
    // `dice-nim solve --help`, as every other program answers it after a command.
    if (common::asks_for_help({words.begin() + 1, words.end()})) {
        std::cout << usage;
        return common::finish(0);
    }
    Settings settings;
    if (const int status = parse(command, {words.begin() + 1, words.end()}, settings)) return status;
    return command == "solve" ? solve(settings) : selfplay(settings);
}
