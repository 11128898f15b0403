// prove_win and pns_solve among some root moves (UCI's `go searchmoves`): the value is the best of the
// allowed moves, each solved apart; the move and the line are theirs; illegal entries and repeats are
// ignored, and no list or every move is exactly the unrestricted search; a root solved among some of
// its moves never reaches the table of solved positions.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <unordered_set>
#include <vector>

#include <gametree/games/congo/congo.hpp>
#include <gametree/games/congo/fen.hpp>
#include <gametree/games/connect_four/connect_four.hpp>
#include <gametree/games/tictactoe/tictactoe.hpp>
#include <gametree/search/pns/proof_number.hpp>

#include "support/connect_four_positions.hpp"
#include "support/replay_line.hpp"

using namespace gametree;

namespace {

namespace ttt = gametree::tictactoe;
namespace c4 = gametree::connect_four;

template <class Move>
bool contains(const std::vector<Move>& moves, const Move& m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

/// A value for the other player.
PnsValue negated(PnsValue v) {
    return v == PnsValue::win ? PnsValue::loss : v == PnsValue::loss ? PnsValue::win : v;
}

/// Win above draw above loss.
int rank(PnsValue v) { return v == PnsValue::win ? 2 : v == PnsValue::draw ? 1 : 0; }

/// The value of each root move for the side to move at `root`, by solving each child apart (pns_solve
/// is checked against exact values in proof_number_test.cpp), in the generator's order.
template <class S, class G>
std::vector<PnsValue> move_values(const S& root, const G& gen, const PnsLimits& limits) {
    std::vector<PnsValue> values;
    for (const auto& m : moves_of(gen, root)) {
        const S child = root.after(m);
        const auto solved = pns_solve(child, gen, limits);
        REQUIRE_FALSE(solved.stopped);
        values.push_back(child.side_to_move() == root.side_to_move() ? solved.value : negated(solved.value));
    }
    return values;
}

/// Everything a solution says, to compare two searches exactly.
template <class Move>
void check_same(const PnsSolution<Move>& a, const PnsSolution<Move>& b) {
    CHECK(a.value == b.value);
    CHECK(a.move == b.move);
    CHECK(a.line == b.line);
    CHECK(a.expansions == b.expansions);
    CHECK(a.table_hits == b.table_hits);
    CHECK(a.tree_nodes == b.tree_nodes);
    CHECK(a.stopped == b.stopped);
}

/// Replays `line` from `root` (each move legal) to where it ends: at the end of the game or at a position
/// the table solved, either way won by `winner`.
template <class S, class G>
void check_line(const S& root, const G& gen, const std::vector<typename S::move_type>& line, Player winner) {
    const S end = testing::replay_line(root, gen, line);
    CHECK(pns_solve(end, gen).value == (end.side_to_move() == winner ? PnsValue::win : PnsValue::loss));
}

/// pns_solve of `root` among `allowed` (some of its moves, in the generator's order) against the best of
/// their values (`values`, of every move): a win names an allowed winning move and a line that wins, a
/// loss has a line through an allowed move that loses; the opponent's proof among them is proven just
/// when it is a loss. True when the restriction changed the value.
template <class S, class G>
bool check_restricted(const S& root, const G& gen, const std::vector<typename S::move_type>& allowed,
                      const std::vector<PnsValue>& values, const PnsLimits& limits) {
    const auto moves = moves_of(gen, root);
    PnsValue best = PnsValue::loss;
    PnsValue all = PnsValue::loss;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (rank(values[i]) > rank(all)) all = values[i];
        if (contains(allowed, moves[i]) && rank(values[i]) > rank(best)) best = values[i];
    }
    const auto r = pns_solve(root, gen, limits, allowed);
    REQUIRE_FALSE(r.stopped);
    CHECK(r.value == best);
    const Player side = root.side_to_move();
    if (r.value == PnsValue::win) {
        REQUIRE(r.move);
        CHECK(contains(allowed, *r.move));
        const auto at = std::find(moves.begin(), moves.end(), *r.move) - moves.begin();
        CHECK(values[static_cast<std::size_t>(at)] == PnsValue::win);
        REQUIRE_FALSE(r.line.empty());
        CHECK(r.line.front() == *r.move);
        check_line(root, gen, r.line, side);
    } else {
        CHECK_FALSE(r.move);
    }
    if (r.value == PnsValue::loss) {
        REQUIRE_FALSE(r.line.empty());
        CHECK(contains(allowed, r.line.front()));
        check_line(root, gen, r.line, opponent(side));
    }
    // The same proofs one by one, the root's side attacking, then the opponent (the root a defender's).
    CHECK((prove_win(root, gen, limits, allowed).proof == Proof::proven) == (best == PnsValue::win));
    CHECK((prove_win(root, gen, opponent(side), limits, allowed).proof == Proof::proven) == (best == PnsValue::loss));
    return best != all;
}

/// Every single move of `root` and every list leaving out one move, each checked by check_restricted.
/// Returns how many changed the value.
template <class S, class G>
int check_subsets(const S& root, const G& gen, const PnsLimits& limits = {}) {
    const auto generated = moves_of(gen, root);
    const std::vector<typename S::move_type> moves(generated.begin(), generated.end());
    const std::vector<PnsValue> values = move_values(root, gen, limits);
    int changed = 0;
    for (std::size_t i = 0; i < moves.size() && moves.size() > 1; ++i) {
        CAPTURE(i);
        changed += check_restricted(root, gen, {moves[i]}, values, limits);
        if (moves.size() == 2) continue;  // leaving one out is the other single move
        std::vector<typename S::move_type> others = moves;
        others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
        changed += check_restricted(root, gen, others, values, limits);
    }
    return changed;
}

/// Every tic-tac-toe position that is not over, each once.
std::vector<ttt::Position> tictactoe_positions() {
    std::vector<ttt::Position> out;
    std::vector<ttt::Position> pending{ttt::Position{}};
    std::unordered_set<std::uint64_t> seen{ttt::Position{}.hash()};
    while (!pending.empty()) {
        const ttt::Position p = pending.back();
        pending.pop_back();
        if (is_over(p.outcome())) continue;
        out.push_back(p);
        for (const auto& m : moves_of(ttt::MoveGenerator{}, p))
            if (seen.insert(p.after(m).hash()).second) pending.push_back(p.after(m));
    }
    return out;
}

}  // namespace

TEST_CASE("pns root_moves: every tic-tac-toe position among each single move and among all moves but one") {
    int changed = 0;
    for (const ttt::Position& p : tictactoe_positions()) changed += check_subsets(p, ttt::MoveGenerator{});
    MESSAGE(changed << " restrictions changed the value");
    CHECK(changed > 1000);  // a win through a move left out, above all, is no win
}

TEST_CASE("pns root_moves: random Connect Four 4 x 4 and 5 x 4 positions among each move and all moves but one") {
    int changed = 0;
    for (const auto& p : testing::random_connect_four_positions<4, 4>(16, 6, 21)) changed += check_subsets(p, c4::MoveGenerator{});
    for (const auto& p : testing::random_connect_four_positions<5, 4>(10, 8, 23)) changed += check_subsets(p, c4::MoveGenerator{});
    MESSAGE(changed << " restrictions changed the value");
    CHECK(changed > 10);
}

namespace {

/// White's lion captures Black's at once along the open e-file (e1e7); every move that leaves the lions
/// facing loses at once, and the lion stepping off the file (e1d1, e1d2) still wins.
const char* const facing_lions = "4l2/6P/7/7/7/7/4L2 w 18";
const char* const congo_win_in_3 = "2e1c2/mgpz1e1/2l2pp/7/P4PG/PE1LP2/1ME1C1Z w 21";  // proof_number_test's

congo::Move congo_move(const congo::Position& pos, const char* text) {
    const auto m = congo::parse_move(pos, text);
    REQUIRE(m);
    return *m;
}

}  // namespace

TEST_CASE("pns root_moves: congo, facing lions, every move and every move but one as solved apart") {
    const congo::Position pos = *congo::parse_fen(facing_lions, congo::Rules::wits2021);
    const PnsLimits limits = PnsLimits::for_expansions(100'000);
    CHECK(check_subsets(pos, congo::MoveGenerator{}, limits) > 0);
    const auto all = pns_solve(pos, congo::MoveGenerator{}, limits);
    REQUIRE(all.value == PnsValue::win);
    CHECK(all.move == congo_move(pos, "e1e7"));
    // The capture left out: e1e2 alone loses at once, e1d1 wins otherwise.
    const std::vector<congo::Move> e1e2{congo_move(pos, "e1e2")};
    const auto lost = pns_solve(pos, congo::MoveGenerator{}, limits, e1e2);
    CHECK(lost.value == PnsValue::loss);
    CHECK(lost.line == std::vector<congo::Move>{e1e2[0], congo_move(pos.after(e1e2[0]), "e7e2")});
    const std::vector<congo::Move> e1d1{congo_move(pos, "e1d1")};
    const auto won = pns_solve(pos, congo::MoveGenerator{}, limits, e1d1);
    CHECK(won.value == PnsValue::win);
    CHECK(won.move == e1d1[0]);
}

TEST_CASE("pns root_moves: congo, a forced win in three plies without its first winning move takes another") {
    const congo::Position pos = *congo::parse_fen(congo_win_in_3);
    const PnsLimits limits = PnsLimits::for_expansions(200'000);
    const auto all = pns_solve(pos, congo::MoveGenerator{}, limits);
    REQUIRE(all.value == PnsValue::win);
    REQUIRE(all.move == congo_move(pos, "g3e3"));
    // d2c2 and d2e3 lose the lion at once; g3e5 wins too (each solved apart: small proofs).
    const congo::Move d2c2 = congo_move(pos, "d2c2"), d2e3 = congo_move(pos, "d2e3"), g3e5 = congo_move(pos, "g3e5");
    CHECK(pns_solve(pos.after(g3e5), congo::MoveGenerator{}, limits).value == PnsValue::loss);
    const auto lost = pns_solve(pos, congo::MoveGenerator{}, limits, std::vector{d2c2, d2e3});
    CHECK(lost.value == PnsValue::loss);
    REQUIRE_FALSE(lost.line.empty());
    CHECK((lost.line.front() == d2c2 || lost.line.front() == d2e3));
    const auto won = pns_solve(pos, congo::MoveGenerator{}, limits, std::vector{d2c2, g3e5, d2e3});
    CHECK(won.value == PnsValue::win);
    CHECK(won.move == g3e5);
    CHECK(testing::replay_line(pos, congo::MoveGenerator{}, won.line).outcome() == Outcome::first_wins);
}

namespace {

/// `root` among lists that are every move, or none: each exactly the unrestricted search, for both
/// pns_solve and prove_win (attacker given or not). `illegal` are moves not legal at `root`.
template <class S, class G>
void check_every_move(const S& root, const G& gen, const std::vector<typename S::move_type>& illegal,
                      const PnsLimits& limits = {}) {
    using Move = typename S::move_type;
    const auto generated = moves_of(gen, root);
    std::vector<Move> every(generated.begin(), generated.end());
    for (const Move& m : illegal) REQUIRE_FALSE(contains(every, m));
    std::reverse(every.begin(), every.end());
    every.push_back(every.front());  // a repeat
    every.insert(every.end(), illegal.begin(), illegal.end());
    const auto unrestricted = pns_solve(root, gen, limits);
    for (const std::vector<Move>& list : {std::vector<Move>{}, illegal, every}) {
        CAPTURE(list.size());
        check_same(pns_solve(root, gen, limits, list), unrestricted);
        const auto proof = prove_win(root, gen, opponent(root.side_to_move()), limits, list);
        const auto expected = prove_win(root, gen, opponent(root.side_to_move()), limits);
        CHECK(proof.proof == expected.proof);
        CHECK(proof.expansions == expected.expansions);
        CHECK(proof.line == expected.line);
    }
    // One legal move among illegal ones and repeats is that move alone.
    const std::vector<Move> one{unrestricted.move.value_or(generated[0])};
    std::vector<Move> noisy = illegal;
    noisy.insert(noisy.begin() + static_cast<std::ptrdiff_t>(noisy.size() / 2), {one[0], one[0]});
    check_same(pns_solve(root, gen, limits, noisy), pns_solve(root, gen, limits, one));
}

}  // namespace

TEST_CASE("pns root_moves: illegal entries and repeats are ignored, and no list, none legal or every move is the unrestricted search") {
    const ttt::Position ttt_root = ttt::Position{}.after(ttt::Move::at(4)).after(ttt::Move::at(0));
    check_every_move(ttt_root, ttt::MoveGenerator{}, {ttt::Move::at(4), ttt::Move::at(0)});
    check_every_move(ttt::Position{}, ttt::MoveGenerator{}, {});
    c4::Position<4, 4> full_column;
    for (int k = 0; k < 4; ++k) full_column = full_column.after(c4::Move::drop(1));
    check_every_move(full_column, c4::MoveGenerator{}, {c4::Move::drop(1)});
    const congo::Position win_in_3 = *congo::parse_fen(congo_win_in_3);
    const congo::Position start = congo::start_position(congo::Rules::standard);
    const std::vector<congo::Move> not_here{congo_move(start, "a2a3"), congo_move(start, "g2g3")};
    check_every_move(win_in_3, congo::MoveGenerator{}, not_here, PnsLimits::for_expansions(100'000));
    check_every_move(*congo::parse_fen(facing_lions, congo::Rules::wits2021), congo::MoveGenerator{}, not_here);
}

TEST_CASE("pns root_moves: a root solved among some of its moves is never stored, so a search going on reads true values") {
    // One ProofNumberSearch, so one table: each tic-tac-toe position R is first proven among each single
    // move, for each attacker; then R's parents and R itself are proven with every move and must come
    // out as in a fresh search. Stored, R's partial result would be read as the value of R, a child of
    // its parents.
    using Search = detail::ProofNumberSearch<ttt::Position, ttt::MoveGenerator>;
    const PnsLimits limits;
    const auto fresh = [](const ttt::Position& p) {
        return std::vector{prove_win(p, ttt::MoveGenerator{}, Player::first).proof,
                           prove_win(p, ttt::MoveGenerator{}, Player::second).proof};
    };
    int partial_differs = 0;
    for (const ttt::Position& parent : tictactoe_positions()) {
        const auto parent_proofs = fresh(parent);
        for (const auto& m : moves_of(ttt::MoveGenerator{}, parent)) {
            const ttt::Position r = parent.after(m);
            if (is_over(r.outcome())) continue;
            const auto r_proofs = fresh(r);
            for (const auto& only : moves_of(ttt::MoveGenerator{}, r)) {
                Search search(ttt::MoveGenerator{}, limits);
                const std::vector<ttt::Move> list{only};
                for (const Player attacker : {Player::first, Player::second})
                    partial_differs += search.prove(r, attacker, list).proof != r_proofs[attacker == Player::first ? 0 : 1];
                for (const Player attacker : {Player::first, Player::second}) {
                    const std::size_t a = attacker == Player::first ? 0 : 1;
                    CHECK(search.prove(parent, attacker).proof == parent_proofs[a]);
                    CHECK(search.prove(r, attacker).proof == r_proofs[a]);
                }
            }
        }
    }
    MESSAGE(partial_differs << " partial proofs differ from the position's");
    CHECK(partial_differs > 1000);
}
