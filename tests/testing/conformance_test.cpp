// The conformance kit on toy games: sound ones pass with every check made, and each check fails on a
// game broken on purpose, with a message that names the check, the ply, the moves and the state.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "gametree/core/expected.hpp"
#include "gametree/games/dice_nim/dice_nim.hpp"
#include "gametree/testing/conformance.hpp"
#include "support/bonus_nim.hpp"
#include "support/flawed_nim.hpp"
#include "support/nim.hpp"
#include "support/policy_tree.hpp"
#include "support/tree_game.hpp"

using namespace gametree;
using namespace gametree::testing;

namespace {

std::string take_text(const Take& m) { return std::to_string(m.stones); }

/// Reads "1" to "3" as a take the pile allows; anything else is refused.
std::optional<Take> read_take(const Nim& s, std::string_view text) {
    if (text.size() != 1 || text[0] < '1' || text[0] > '3') return std::nullopt;
    const int k = text[0] - '0';
    if (k > s.stones) return std::nullopt;
    return Take{k};
}

std::string pile_text(const Nim& s) { return "pile " + std::to_string(s.stones); }

ConformanceOptions<Nim> nim_options(int games = 100) {
    ConformanceOptions<Nim> options;
    options.games = games;
    options.to_text = take_text;
    options.parse = read_take;
    options.print_state = pile_text;
    return options;
}

/// Runs Nim from 21 stones with the generator's flaw `F` and the Nim hooks.
template <MoveFlaw F>
ConformanceResult run_nim(ConformanceOptions<Nim> options = nim_options()) {
    return check_conformance(Nim{21}, FlawedNimMoves<Nim, F>{}, options);
}

template <class S>
ConformanceResult run_wrapped(int games = 100) {
    ConformanceOptions<S> options;
    options.games = games;
    return check_conformance(S{Nim{21}}, FlawedNimMoves<S>{}, options);
}

bool mentions(const ConformanceResult& r, std::string_view text) { return r.failure.find(text) != std::string::npos; }

/// Nim whose after() notes any move that is not a legal take, wherever the kit plays it.
struct WatchedNim {
    using move_type = Take;
    Nim nim;
    static inline int illegal_moves = 0;
    static inline int moves = 0;

    [[nodiscard]] Player side_to_move() const noexcept { return nim.side_to_move(); }
    [[nodiscard]] Outcome outcome() const noexcept { return nim.outcome(); }
    [[nodiscard]] WatchedNim after(Take m) const noexcept {
        ++moves;
        if (m.stones < 1 || m.stones > std::min(3, nim.stones)) ++illegal_moves;
        return {nim.after(m)};
    }
    [[nodiscard]] std::uint64_t hash() const noexcept { return nim.hash(); }
    friend bool operator==(const WatchedNim&, const WatchedNim&) = default;
};

/// Nim's moves, except that a pile of 2 has none although the game goes on there.
struct NoMovesAtTwo {
    static constexpr std::size_t max_moves = 3;
    void generate(const Nim& s, MoveBuffer<Take, max_moves>& out) const {
        if (s.stones != 2) NimMoves{}.generate(s, out);
    }
};

/// A dead end for the second player whose pass (wrongly) leaves it the turn; then a win.
constexpr PolicyNode bad_pass_tree[] = {
    {Player::first, 0, 1, 1},
    {Player::second, 0, 0, 0, Outcome::ongoing, 0, 2},
    {Player::second, 0, 3, 1},
    {Player::first, 0, 0, 0, Outcome::second_wins, -1},
};

/// The first player wins by 2 with the second player to move, whose utility() should then be -2: here
/// it is the first player's margin, +2 (move 1). Move 2: a draw with a utility of 3.
constexpr PolicyNode first_view_tree[] = {
    {Player::first, 0, 1, 1},
    {Player::second, 0, 0, 0, Outcome::first_wins, 2},
};
constexpr PolicyNode margin_draw_tree[] = {
    {Player::first, 0, 1, 1},
    {Player::second, 0, 0, 0, Outcome::draw, 3},
};

/// Two nodes that lead to each other: a game that never ends.
constexpr TreeNode endless_tree[] = {{Player::first, 0, 1, 1}, {Player::second, 0, 0, 1}};

/// Dice Nim with a promise of its chance states broken (`Flaw`): 1, a face of probability 0; 2, a die
/// whose faces add up to 0.8; 3, faces that generate lists in the reverse order of chance_outcomes;
/// 4, an outcome chance_outcomes gives that generate does not list; 5, probabilities kept in float
/// (0.3, 0.2, 0.2, 0.3: they add up to 1 only within float's rounding). 0: none, the game as it is.
template <int Flaw>
struct FlawedDice {
    using move_type = dice_nim::Move;
    static constexpr Features gametree_features = Feature::chance;
    static constexpr std::size_t max_outcomes = dice_nim::die_faces + 1;
    dice_nim::Position pos{12};

    [[nodiscard]] Player side_to_move() const noexcept { return pos.side_to_move(); }
    [[nodiscard]] Outcome outcome() const noexcept { return pos.outcome(); }
    [[nodiscard]] bool is_chance() const noexcept { return pos.is_chance(); }
    void chance_outcomes(ChanceBufferFor<FlawedDice>& out) const {
        for (int face = 1; face <= dice_nim::die_faces; ++face) {
            double p = Flaw == 1 && face == 3 ? 0.0 : (Flaw == 2 || Flaw == 4 ? 0.2 : 0.25);
            if (Flaw == 5) p = face == 1 || face == 4 ? 0.3F : 0.2F;
            out.push_back({dice_nim::Move{face}, p});
        }
        if (Flaw == 4) out.push_back({dice_nim::Move{dice_nim::die_faces + 1}, 0.2});
    }
    [[nodiscard]] FlawedDice after(dice_nim::Move m) const noexcept { return {pos.after(m)}; }
    friend bool operator==(const FlawedDice&, const FlawedDice&) = default;
};

template <int Flaw>
struct FlawedDiceMoves {
    static constexpr std::size_t max_moves = dice_nim::die_faces;
    void generate(const FlawedDice<Flaw>& s, MoveBuffer<dice_nim::Move, max_moves>& out) const {
        dice_nim::MoveGenerator{}.generate(s.pos, out);
        if (Flaw == 3 && s.is_chance()) std::reverse(out.begin(), out.end());
    }
};

template <int Flaw>
ConformanceResult run_dice() {
    ConformanceOptions<FlawedDice<Flaw>> options;
    options.games = 20;
    options.to_text = [](const dice_nim::Move& m) { return std::to_string(m.value); };
    return check_conformance(FlawedDice<Flaw>{}, FlawedDiceMoves<Flaw>{}, options);
}

}  // namespace

TEST_CASE("a sound game passes every check, and the counts show that the checks ran") {
    const ConformanceResult r = run_nim<MoveFlaw::none>(nim_options(200));
    CHECK_MESSAGE(r.ok(), r.failure);
    CHECK(r.failure.empty());
    CHECK(r.games == 200);
    CHECK(r.finished_games == 200);  // Nim always ends, and 21 stones end within 21 plies
    CHECK(r.stuck_games == 0);
    CHECK(r.plies >= 200 * 7);
    CHECK(r.plies <= 200 * 21);
    CHECK(r.transpositions > 100);
    // Per state at least: order, unique, count, finished, noisy (2), capture order, history, hash copy,
    // texts; per move: parse, after (2), transposition when found.
    CHECK(r.checks > 12 * r.plies);
    CHECK(r.summary() == std::to_string(r.games) + " games, " + std::to_string(r.plies) + " plies, all checks passed");
}

TEST_CASE("checks are counted at each state and at each move played") {
    // Nim{1}: two states (1 stone, then 0), each checked for order, uniqueness, count, a finished game's
    // moves, a copy's hash and its hash against the other states' (6); one move, checked to leave its
    // state unchanged and to be deterministic (2). The move's reply list is empty: no transposition probe.
    ConformanceOptions<Nim> options;
    options.games = 1;
    const auto r = check_conformance(Nim{1}, NimMoves{}, options);
    REQUIRE(r.ok());
    CHECK(r.plies == 1);
    CHECK(r.checks == 6 + 2 + 6);
}

TEST_CASE("games with a bonus turn, without a hash or ==, and with an incremental hash pass") {
    const auto bonus = check_conformance(BonusNim{21}, BonusNimMoves{});
    CHECK_MESSAGE(bonus.ok(), bonus.failure);
    CHECK(bonus.finished_games == 100);
    CHECK(bonus.transpositions > 0);

    const auto tree = check_conformance(TreeGame{textbook_tree}, TreeMoves{});
    CHECK_MESSAGE(tree.ok(), tree.failure);
    CHECK(tree.plies == 200);  // every game is two plies to a leaf
    CHECK(tree.transpositions == 0);  // no ==: no transposition can be recognised
    // The pass says what a state without == (nor a hash) could not have checked.
    CHECK(tree.summary() == "100 games, 200 plies, all checks passed; not made: after-unchanged, "
                            "after-deterministic and equal-state-moves, which need the state's == (after-unchanged: "
                            "or a hash)");
    CHECK(bonus.not_made.empty());

    const auto keyed = run_wrapped<KeyedNim<false>>();
    CHECK_MESSAGE(keyed.ok(), keyed.failure);
    CHECK(keyed.transpositions > 0);
}

/// Nim with a hash but no ==: the kit can check after() by the hash, and nothing that compares states.
struct HashOnlyNim {
    using move_type = Take;
    static constexpr Features gametree_features = Feature::hash;
    Nim nim;
    [[nodiscard]] Player side_to_move() const noexcept { return nim.side_to_move(); }
    [[nodiscard]] Outcome outcome() const noexcept { return nim.outcome(); }
    [[nodiscard]] HashOnlyNim after(Take m) const noexcept { return {nim.after(m)}; }
    [[nodiscard]] std::uint64_t hash() const noexcept {
        return static_cast<std::uint64_t>(nim.stones) * 2 + (nim.side == Player::second ? 1U : 0U);
    }
};
struct HashOnlyNimMoves {
    static constexpr std::size_t max_moves = NimMoves::max_moves;
    void generate(const HashOnlyNim& s, MoveBuffer<Take, max_moves>& out) const { NimMoves{}.generate(s.nim, out); }
};

TEST_CASE("a pass names the checks a state without == left out") {
    const auto r = check_conformance(HashOnlyNim{Nim{21}}, HashOnlyNimMoves{});
    CHECK_MESSAGE(r.ok(), r.failure);
    CHECK(r.not_made == "after-deterministic, hash-transposition and equal-state-moves, which need the state's ==");
    CHECK(r.summary().ends_with("all checks passed; not made: after-deterministic, hash-transposition and "
                                "equal-state-moves, which need the state's =="));
    CHECK(run_nim<MoveFlaw::none>(nim_options(20)).not_made.empty());
}

TEST_CASE("the kit plays only generated moves, in the main line and in its transposition probes") {
    WatchedNim::illegal_moves = 0;
    WatchedNim::moves = 0;
    const auto r = run_wrapped<WatchedNim>(300);
    CHECK_MESSAGE(r.ok(), r.failure);
    CHECK(WatchedNim::moves > static_cast<int>(2 * r.plies));  // the probes play moves too
    CHECK(WatchedNim::illegal_moves == 0);
}

TEST_CASE("the same seed plays the same games, another seed other games") {
    const auto a = run_nim<MoveFlaw::none>();
    const auto b = run_nim<MoveFlaw::none>();
    CHECK(a.plies == b.plies);
    CHECK(a.checks == b.checks);
    CHECK(a.transpositions == b.transpositions);
    bool differs = false;
    for (std::uint64_t seed = 2; seed < 6; ++seed) {
        auto options = nim_options();
        options.seed = seed;
        differs = differs || run_nim<MoveFlaw::none>(options).plies != a.plies;
    }
    CHECK(differs);
}

TEST_CASE("a state with no moves in a game that goes on is allowed, and counted") {
    const auto r = check_conformance(Nim{21}, NoMovesAtTwo{});
    CHECK_MESSAGE(r.ok(), r.failure);
    CHECK(r.stuck_games > 0);
    CHECK(r.finished_games + r.stuck_games == r.games);
}

TEST_CASE("a game whose policy is to pass passes where it has no move, and the pass must hand over the turn") {
    const auto loss = check_conformance(PolicyTree<NoMovePolicy::loss>{dead_end_tree}, PolicyMoves{});
    CHECK_MESSAGE(loss.ok(), loss.failure);
    CHECK(loss.stuck_games > 0);
    CHECK(loss.passes == 0);

    const auto pass = check_conformance(PolicyTree<NoMovePolicy::pass>{dead_end_tree}, PolicyMoves{});
    CHECK_MESSAGE(pass.ok(), pass.failure);
    CHECK(pass.stuck_games == 0);
    CHECK(pass.passes > 0);
    CHECK(pass.finished_games == 100);

    const auto bad = check_conformance(PolicyTree<NoMovePolicy::pass>{bad_pass_tree}, PolicyMoves{});
    CHECK(bad.failed == Check::pass_turn);
    CHECK(mentions(bad, "[pass-turn] game 1, ply 1: after_pass() left the turn with the same player"));
}

TEST_CASE("a finished game's utility is the margin for the side to move: a first player's margin fails") {
    // The engine takes a win's margin from utility() with the side to move's sign: this game's wins read
    // as wins by 1, and the kit passed it.
    const auto sound = check_conformance(PolicyTree<NoMovePolicy::loss>{margin_tree}, PolicyMoves{});
    CHECK_MESSAGE(sound.ok(), sound.failure);

    const auto first_view = check_conformance(PolicyTree<NoMovePolicy::loss>{first_view_tree}, PolicyMoves{});
    CHECK(first_view.failed == Check::utility);
    CHECK(mentions(first_view, "[utility] game 1, ply 1: the game is over (first wins) with the second player to move, "
                               "but utility() is 2, not negative (the side to move lost)"));
    const auto draw = check_conformance(PolicyTree<NoMovePolicy::loss>{margin_draw_tree}, PolicyMoves{});
    CHECK(draw.failed == Check::utility);
    CHECK(mentions(draw, "utility() is 3, not 0"));
}

TEST_CASE("each check of the generator fails on a generator broken for it") {
    SUBCASE("the order changes between two calls") {
        const auto r = run_nim<MoveFlaw::order_flips>();
        CHECK(r.failed == Check::deterministic_order);
        CHECK(mentions(r, "[deterministic-order] game 1, ply 0: generate listed 3 moves, then 3 in another order"));
    }
    SUBCASE("a move listed twice") {
        const auto r = run_nim<MoveFlaw::listed_twice>();
        CHECK(r.failed == Check::unique_moves);
        CHECK(mentions(r, "generate listed '1' twice"));
    }
    SUBCASE("a miscount, at 5 stones only") {
        const auto r = run_nim<MoveFlaw::miscounted>();
        CHECK(r.failed == Check::count);
        CHECK(mentions(r, "count(s) is 4 but generate listed 3 moves"));
        CHECK(mentions(r, "state:\npile 5"));
    }
    SUBCASE("moves in a finished game") {
        const auto r = run_nim<MoveFlaw::moves_after_end>();
        CHECK(r.failed == Check::finished_has_moves);
        CHECK(mentions(r, "[finished-has-moves]"));
        CHECK(mentions(r, "wins) but generate listed 1 moves, the first '1'\n  moves from the start: "));
    }
    SUBCASE("a noisy move that is no move") {
        const auto r = run_nim<MoveFlaw::illegal_noisy>();
        CHECK(r.failed == Check::noisy_subset);
        CHECK(mentions(r, "generate_noisy listed '3' (its #0), which generate did not list"));
    }
    SUBCASE("a noisy move listed twice") {
        const auto r = run_nim<MoveFlaw::noisy_twice>();
        CHECK(r.failed == Check::noisy_subset);
        CHECK(mentions(r, "twice"));
    }
    SUBCASE("a quiet move that is noisy too") {
        const auto r = run_nim<MoveFlaw::quiet_overlap>();
        CHECK(r.failed == Check::quiet_complement);
        CHECK(mentions(r, "[quiet-complement]"));
        CHECK(mentions(r, "which generate_noisy listed too"));
    }
    SUBCASE("a move neither noisy nor quiet") {
        const auto r = run_nim<MoveFlaw::quiet_missing>();
        CHECK(r.failed == Check::quiet_complement);
        CHECK(mentions(r, "generate listed '1', which neither generate_noisy nor generate_quiet listed"));
    }
    SUBCASE("a negative capture order") {
        const auto r = run_nim<MoveFlaw::negative_order>();
        CHECK(r.failed == Check::capture_order);
        CHECK(mentions(r, "capture_order of '1' is -1, below 0"));
    }
    SUBCASE("a history index out of range") {
        const auto r = run_nim<MoveFlaw::history_overflow>();
        CHECK(r.failed == Check::history_index);
        CHECK(mentions(r, "[history-index] game 1, ply 0: history_index of '1' is 21, not below history_size 3"));
    }
}

TEST_CASE("an illegal move is caught by the notation, or by the user's own check") {
    SUBCASE("the parser refuses its text") {
        const auto r = run_nim<MoveFlaw::pass_move>();
        CHECK(r.failed == Check::notation);
        CHECK(mentions(r, "playing '0': parse refused its text '0'"));
    }
    SUBCASE("the user's check refuses it") {
        auto options = nim_options();
        options.parse = {};
        options.check_move = [](const Nim& before, const Take&, const Nim& after) {
            return after.stones < before.stones ? std::string() : "the pile did not shrink";
        };
        const auto r = run_nim<MoveFlaw::pass_move>(options);
        CHECK(r.failed == Check::user_check);
        CHECK(mentions(r, "playing '0': the pile did not shrink"));
    }
}

TEST_CASE("the notation check fails on texts that collide or read back wrong") {
    SUBCASE("two moves with one text") {
        auto options = nim_options();
        options.to_text = [](const Take&) { return std::string("take"); };
        const auto r = run_nim<MoveFlaw::none>(options);
        CHECK(r.failed == Check::notation);
        CHECK(mentions(r, "two moves have the same text 'take'"));
    }
    SUBCASE("a text read back as another move, and a parser's own reason") {
        auto options = nim_options();
        options.parse = [](const Nim& s, std::string_view text) -> Parsed<Take> {
            if (text == "3") return ParseError{"three is too many", 0};
            return *read_take(s, text);
        };
        const auto r = run_nim<MoveFlaw::none>(options);
        CHECK(r.failed == Check::notation);
        CHECK(mentions(r, "parse refused its text '3': three is too many (at byte 1)"));

        options.parse = [](const Nim&, std::string_view) { return std::optional<Take>(Take{1}); };
        CHECK(mentions(run_nim<MoveFlaw::none>(options), "' reads back as '1'"));
    }
}

TEST_CASE("the notation check shows a text's hidden bytes escaped") {
    auto options = nim_options();
    // A to_text that writes a NUL after the digit: the parser refuses it, and the message must show why.
    options.to_text = [](const Take& m) { return std::to_string(m.stones) + std::string(1, '\0'); };
    const auto r = run_nim<MoveFlaw::none>(options);
    CHECK(r.failed == Check::notation);
    CHECK(mentions(r, "parse refused its text '"));
    CHECK(mentions(r, "\\x00'"));
    CHECK(r.failure.find('\0') == std::string::npos);
}

TEST_CASE("each check of after() and of the hash fails on a state broken for it") {
    SUBCASE("after() changes its state") {
        const auto r = run_wrapped<MutatingNim>();
        CHECK(r.failed == Check::after_unchanged);
        CHECK(mentions(r, "[after-unchanged] game 1, ply 0: playing move #"));
    }
    SUBCASE("after() gives different states for one move") {
        const auto r = run_wrapped<RestlessNim>();
        CHECK(r.failed == Check::after_deterministic);
    }
    SUBCASE("a copy hashes differently") {
        const auto r = run_wrapped<AddressHashedNim>();
        CHECK(r.failed == Check::hash_copy);
    }
    SUBCASE("the kept hash drifts from the recomputed one") {
        const auto r = run_wrapped<KeyedNim<true>>();
        CHECK(r.failed == Check::hash_fresh);
        CHECK(mentions(r, "[hash-fresh] game 1, ply 1: hash() is"));
        CHECK(mentions(r, "moves from the start: #"));  // without to_text: the moves' indices
        CHECK(!mentions(r, "state:"));                  // without a printer: no state
    }
    SUBCASE("one state reached by two move orders hashes differently") {
        const auto r = run_wrapped<PathHashedNim>();
        CHECK(r.failed == Check::hash_transposition);
        CHECK(mentions(r, ", a reply, a third move and "));
        CHECK(mentions(r, " after a third move, a reply, move #"));
    }
}

TEST_CASE("a null move must hand the turn over, with a hash that stays right") {
    // The engine searches after_null_move() as the opponent's position: one that keeps the turn has the
    // side to move search its own position again and prune on it. Neither flaw was seen by the kit.
    const auto sound = run_wrapped<NullMoveNim<NullFlaw::none>>();
    CHECK_MESSAGE(sound.ok(), sound.failure);

    const auto keeps_turn = run_wrapped<NullMoveNim<NullFlaw::keeps_turn>>();
    CHECK(keeps_turn.failed == Check::null_move_turn);
    CHECK(mentions(keeps_turn, "[null-move-turn] game 1, ply 0: after_null_move() left the turn with the same player"));

    const auto stale = run_wrapped<NullMoveNim<NullFlaw::stale_key>>();
    CHECK(stale.failed == Check::hash_fresh);
    CHECK(mentions(stale, "[hash-fresh] game 1, ply 0: after_null_move() gives a state whose hash() is "));
}

TEST_CASE("a hash that leaves out the side to move, or what else decides the future, fails") {
    // Both hashes are the same for a copy and for one state reached by two move orders: the kit passed
    // them, and a transposition table would take the two players' positions for one.
    SUBCASE("the side to move left out, as a Zobrist key without the side's key") {
        const auto r = run_wrapped<BlindHashedNim<true>>();
        CHECK(r.failed == Check::hash_complete);
        CHECK(mentions(r, "[hash-complete] game 3, ply 3: hash() is "));
        CHECK(mentions(r, ", as at game 1, ply 2, but the first player was to move there and the second player is "
                          "here: the hash must cover the side to move"));
    }
    SUBCASE("the pile left out") {
        const auto r = run_wrapped<BlindHashedNim<false>>();
        CHECK(r.failed == Check::hash_complete);
        CHECK(mentions(r, ", as at game 1, ply 0, but generate listed 3 moves there and 2 here: the hash must cover "
                          "everything that decides the future"));
    }
    SUBCASE("the outcome tells two states of one hash apart") {
        // A hash of the side alone, from 2 stones: game 1 takes both (the second player to move, with none
        // left: first wins), game 3 takes one (the second player to move, with one left), so the outcome
        // tells the two apart before their numbers of moves do.
        const auto r = check_conformance(BlindHashedNim<false>{Nim{2}}, FlawedNimMoves<BlindHashedNim<false>>{});
        CHECK(r.failed == Check::hash_complete);
        CHECK(mentions(r, "[hash-complete] game 3, ply 1: hash() is "));
        CHECK(mentions(r, ", as at game 1, ply 1, but the outcome was first wins there and is ongoing here"));
    }
    SUBCASE("a sound hash and a sound Zobrist key pass") {
        const auto sound = run_nim<MoveFlaw::none>(nim_options(50));
        CHECK_MESSAGE(sound.ok(), sound.failure);
        const auto keyed = run_wrapped<KeyedNim<false>>(50);
        CHECK_MESSAGE(keyed.ok(), keyed.failure);
    }
}

TEST_CASE("equal states must list the same moves in the same order") {
    // LastTakeNim's order depends on the last take, which == and the hash leave out: the engine's table
    // keeps a move as its index in the list, and found another move at that index. The kit passed it.
    ConformanceOptions<LastTakeNim> options;
    options.to_text = [](const Take& m) { return std::to_string(m.stones); };
    const auto r = check_conformance(LastTakeNim{Nim{21}}, LastTakeNimMoves{}, options);
    CHECK(r.failed == Check::equal_state_moves);
    CHECK(r.transpositions == 1);
    CHECK(mentions(r, "[equal-state-moves] game 1, ply 0: the same state lists 3 moves after '3', '"));
    CHECK(mentions(r, "' and 3 in another order after '"));
}

TEST_CASE("games that must end: a game going on after max_plies fails") {
    ConformanceOptions<TreeGame> options;
    options.max_plies = 10;
    const auto endless = check_conformance(TreeGame{endless_tree}, TreeMoves{}, options);
    CHECK_MESSAGE(endless.ok(), endless.failure);
    CHECK(endless.plies == 100U * 10U);
    CHECK(endless.finished_games == 0);

    options.games_must_end = true;
    const auto r = check_conformance(TreeGame{endless_tree}, TreeMoves{}, options);
    CHECK(r.failed == Check::game_end);
    CHECK(mentions(r, "[game-end] game 1, ply 10: the game is still going on after max_plies"));
    CHECK(r.games == 1);  // the run stops at the first failure
    CHECK(r.summary().starts_with("1 games, 10 plies, FAILED: [game-end]"));
    CHECK(r.summary().find("\n  moves from the start:") != std::string::npos);  // not one line
}

TEST_CASE("a chance state's outcomes: probabilities that add up to 1, the generator's moves in its order") {
    // Expectiminimax and MCTS weigh the outcomes by these probabilities; perft, playouts and the kit walk
    // the generator's moves. A die that misses weight, or a generator that disagrees, once passed unseen.
    const auto sound = run_dice<0>();
    CHECK_MESSAGE(sound.ok(), sound.failure);
    const auto real = check_conformance(dice_nim::Position{20}, dice_nim::MoveGenerator{});
    CHECK_MESSAGE(real.ok(), real.failure);

    const auto zero = run_dice<1>();
    CHECK(zero.failed == Check::chance_outcomes);
    CHECK(mentions(zero, "[chance-outcomes] game 1, ply 0: chance_outcomes gave outcome '3' (its #2) the probability 0"));
    const auto short_die = run_dice<2>();
    CHECK(short_die.failed == Check::chance_outcomes);
    CHECK(mentions(short_die, "probabilities add up to 0.8"));
    const auto reversed = run_dice<3>();
    CHECK(reversed.failed == Check::chance_outcomes);
    CHECK(mentions(reversed, "outcome #0 of chance_outcomes is '1' but generate's move #0 is '4'"));
    const auto extra = run_dice<4>();
    CHECK(extra.failed == Check::chance_outcomes);
    CHECK(mentions(extra, "chance_outcomes gave 5 outcomes but generate listed 4 moves"));
}

TEST_CASE("probabilities that add up to 1 within rounding pass the kit as they pass the searches' contract") {
    // Probabilities kept in float add up to 1.00000003: valid_chance_outcomes (the contract of
    // expectiminimax, MCTS and play_game) accepts them, but the kit refused them, saying "add up to
    // 1.000000, not 1".
    ChanceBufferFor<FlawedDice<5>> outcomes;
    FlawedDice<5>{}.chance_outcomes(outcomes);
    REQUIRE(valid_chance_outcomes(outcomes));
    const auto rounded = run_dice<5>();
    CHECK_MESSAGE(rounded.ok(), rounded.failure);
}

TEST_CASE("no game, or games of no move, are refused rather than reported as passing every check") {
    // games = 0 said "0 games, 0 plies, all checks passed": a user's CHECK(result.ok()) passed, having
    // checked nothing.
    ConformanceOptions<Nim> none;
    none.games = 0;
    CHECK_THROWS_WITH_AS((void)check_conformance(Nim{5}, NimMoves{}, none),
                         "check_conformance: games and max_plies must be at least 1, not 0 and 200", std::invalid_argument);
    ConformanceOptions<Nim> no_moves;
    no_moves.max_plies = -1;
    CHECK_THROWS_AS((void)check_conformance(Nim{5}, NimMoves{}, no_moves), std::invalid_argument);
    ConformanceOptions<Nim> one;
    one.games = 1;
    one.max_plies = 1;
    CHECK(check_conformance(Nim{5}, NimMoves{}, one).ok());
}

TEST_CASE("an evaluator given to the kit must stay inside the engine's range and value a copy alike") {
    // Nim{1}: two states, each valued twice (the state, then a copy) in one check each.
    ConformanceOptions<Nim> counted;
    counted.games = 1;
    counted.evaluate = [](const Nim& s) { return s.stones * 10LL; };
    const auto once = check_conformance(Nim{1}, NimMoves{}, counted);
    REQUIRE(once.ok());
    CHECK(once.checks == 6 + 2 + 6 + 2 * 2);

    auto options = nim_options();
    options.evaluate = [](const Nim& s) { return s.stones * 1000LL; };
    const auto sound = run_nim<MoveFlaw::none>(options);
    CHECK_MESSAGE(sound.ok(), sound.failure);

    // A win scaled too far: the engine would take it for a proven result, or wrap it into a Score.
    options.evaluate = [](const Nim& s) { return s.stones == 21 ? 0LL : 5'000'000'000LL; };
    const auto wide = run_nim<MoveFlaw::none>(options);
    CHECK(wide.failed == Check::evaluation);
    CHECK(mentions(wide, "[evaluation] game 1, ply 1: the evaluation is 5000000000, not strictly between -" +
                             std::to_string(decisive_bound) + " and " + std::to_string(decisive_bound) +
                             " (decisive_bound, the engine's limit): scale the evaluator down"));
    CHECK(mentions(wide, "state:\npile "));

    // decisive_bound itself is out; for minimax and alphabeta (score_infinity) it is allowed.
    options.evaluate = [](const Nim&) { return static_cast<long long>(decisive_bound); };
    CHECK(run_nim<MoveFlaw::none>(options).failed == Check::evaluation);
    options.evaluation_bound = score_infinity;
    CHECK(run_nim<MoveFlaw::none>(options).ok());
    options.evaluate = [](const Nim&) { return static_cast<long long>(-score_infinity); };
    const auto minimax_limit = run_nim<MoveFlaw::none>(options);
    CHECK(minimax_limit.failed == Check::evaluation);
    CHECK(mentions(minimax_limit, "the evaluation is -10000000, not strictly between -10000000 and 10000000: scale"));
}

TEST_CASE("an evaluator that does not depend on the state alone fails the evaluation check") {
    // A counter kept across calls: the state and its copy are valued differently.
    auto options = nim_options();
    long long calls = 0;
    options.evaluate = [&calls](const Nim& s) { return s.stones + (++calls % 2); };
    const auto r = run_nim<MoveFlaw::none>(options);
    CHECK(r.failed == Check::evaluation);
    CHECK(mentions(r, "[evaluation] game 1, ply 0: the evaluation is 22, and 21 for a copy of the state: an evaluation "
                      "must depend on the state alone"));
}

namespace {
/// NimMoves that throws at a pile of 7 stones: a runtime_error, or (with `Plain`) an int.
template <bool Plain>
struct ThrowingNimMoves {
    static constexpr std::size_t max_moves = NimMoves::max_moves;
    void generate(const Nim& s, MoveBuffer<Take, max_moves>& out) const {
        if (s.stones == 7) {
            if constexpr (Plain) throw 7;
            else throw std::runtime_error("no moves from a pile of 7");
        }
        NimMoves{}.generate(s, out);
    }
};
}  // namespace

TEST_CASE("an exception thrown by the game or a hook is a failure that says where it happened") {
    // Before, it left check_conformance with no game, ply or moves to find it by.
    const auto r = check_conformance(Nim{21}, ThrowingNimMoves<false>{}, nim_options());
    CHECK(r.failed == Check::threw);
    CHECK(mentions(r, "[threw] game 1, ply "));
    CHECK(mentions(r, ": the game, or a hook of the options, threw an exception: 'no moves from a pile of 7'\n"
                      "  moves from the start: "));
    CHECK(r.games == 1);

    const auto plain = check_conformance(Nim{21}, ThrowingNimMoves<true>{}, nim_options());
    CHECK(plain.failed == Check::threw);
    CHECK(mentions(plain, "threw something that is not a std::exception"));

    auto options = nim_options();
    options.check_move = [](const Nim&, const Take&, const Nim& after) -> std::string {
        if (after.stones < 15) throw std::logic_error("the hook gave up");
        return "";
    };
    const auto hook = run_nim<MoveFlaw::none>(options);
    CHECK(hook.failed == Check::threw);
    CHECK(mentions(hook, "threw an exception: 'the hook gave up'"));
}
