// Proof-number search with its table of solved positions against the same search without it: the same
// values everywhere, legal proof lines, fewer expansions where positions come back by other move
// orders, and a game whose hash leaves out what `==` compares (a move limit) solved exactly.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <unordered_set>
#include <vector>

#include <gametree/games/congo/congo.hpp>
#include <gametree/games/connect_four/connect_four.hpp>
#include <gametree/games/tictactoe/tictactoe.hpp>
#include <gametree/search/alphabeta.hpp>
#include <gametree/search/pns/proof_number.hpp>

#include "support/bonus_nim.hpp"
#include "support/connect_four_positions.hpp"
#include "support/outcome_evaluator.hpp"
#include "support/replay_line.hpp"
#include "support/mix.hpp"

using namespace gametree;

namespace {

namespace ttt = gametree::tictactoe;
namespace c4 = gametree::connect_four;

PnsLimits without_table() {
    PnsLimits limits;
    limits.table_entries = 0;
    return limits;
}

/// Solves `s` with and without the table: the same value, a legal line, and a winning move that wins.
/// Returns the expansions with and without.
template <class S, class G>
std::pair<std::uint64_t, std::uint64_t> compare(const S& s, const G& gen) {
    const auto with = pns_solve(s, gen);
    const auto plain = pns_solve(s, gen, without_table());
    REQUIRE_FALSE(with.stopped);
    CHECK(with.value == plain.value);
    CHECK(plain.table_hits == 0);
    const S end = testing::replay_line(s, gen, with.line);
    if (with.value == PnsValue::win && !is_over(s.outcome())) {
        REQUIRE(with.move);
        REQUIRE_FALSE(with.line.empty());
        CHECK(with.line.front() == *with.move);
        const S next = s.after(*with.move);
        const PnsValue after = pns_solve(next, gen, without_table()).value;
        CHECK(after == (next.side_to_move() == s.side_to_move() ? PnsValue::win : PnsValue::loss));
    }
    // A line ends at a won game or, cut short by the table, at a position the winner wins.
    if ((with.value == PnsValue::win || with.value == PnsValue::loss) && !is_over(end.outcome())) {
        const Player winner = with.value == PnsValue::win ? s.side_to_move() : opponent(s.side_to_move());
        CHECK(prove_win(end, gen, winner, without_table()).proof == Proof::proven);
    }
    return {with.expansions, plain.expansions};
}

/// The same search on a state that has a hash but no `==`: it compiles and keeps no table.
struct WithoutEquality {
    using move_type = ttt::Move;
    ttt::Position p;
    [[nodiscard]] Player side_to_move() const noexcept { return p.side_to_move(); }
    [[nodiscard]] Outcome outcome() const noexcept { return p.outcome(); }
    [[nodiscard]] WithoutEquality after(ttt::Move m) const noexcept { return {p.after(m)}; }
    [[nodiscard]] std::uint64_t hash() const noexcept { return p.hash(); }
};
struct WithoutEqualityMoves {
    static constexpr std::size_t max_moves = ttt::MoveGenerator::max_moves;
    void generate(const WithoutEquality& s, MoveBufferFor<WithoutEqualityMoves, WithoutEquality>& out) const {
        ttt::MoveGenerator{}.generate(s.p, out);
    }
};
static_assert(HashedState<WithoutEquality> && !SolvedTableState<WithoutEquality>);
static_assert(SolvedTableState<ttt::Position> && SolvedTableState<congo::Position>);

/// Nim (take 1 to 3; who takes the last stone wins) that is drawn once `limit` plies are played, with
/// a hash that leaves the plies out, like the Congo Position's hash leaves out its move number: the
/// same pile comes back after 1 + 1 + 1 + 1 and after 2 + 2 stones, two plies apart, and may be won at one ply count
/// and drawn at the other. Only `==` (which compares the plies) keeps the table exact.
struct LimitedNim {
    using move_type = int;
    int stones = 0;
    Player side = Player::first;
    int ply = 0;
    int limit = 0;
    [[nodiscard]] Player side_to_move() const noexcept { return side; }
    [[nodiscard]] Outcome outcome() const noexcept {
        if (stones == 0) return win_for(opponent(side));
        return ply >= limit ? Outcome::draw : Outcome::ongoing;
    }
    [[nodiscard]] LimitedNim after(int take) const noexcept { return {stones - take, opponent(side), ply + 1, limit}; }
    [[nodiscard]] std::uint64_t hash() const noexcept {
        return gametree::testing::mix(static_cast<std::uint64_t>(stones) * 2 + static_cast<std::uint64_t>(index_of(side)));
    }
    friend bool operator==(const LimitedNim&, const LimitedNim&) = default;
};
struct LimitedNimMoves {
    static constexpr std::size_t max_moves = 3;
    void generate(const LimitedNim& s, MoveBufferFor<LimitedNimMoves, LimitedNim>& out) const {
        if (is_over(s.outcome())) return;
        for (int take = 1; take <= std::min(3, s.stones); ++take) out.push_back(take);
    }
};

}  // namespace

TEST_CASE("table: every reachable tic-tac-toe position has the same value with the table as without") {
    std::vector<ttt::Position> pending{ttt::Position{}};
    std::unordered_set<std::uint64_t> seen{ttt::Position{}.hash()};
    std::uint64_t with = 0, plain = 0;
    while (!pending.empty()) {
        const ttt::Position p = pending.back();
        pending.pop_back();
        const auto [w, n] = compare(p, ttt::MoveGenerator{});
        with += w;
        plain += n;
        for (const auto& m : moves_of(ttt::MoveGenerator{}, p))
            if (seen.insert(p.after(m).hash()).second) pending.push_back(p.after(m));
    }
    CHECK(seen.size() == 5478);
    CHECK(with < plain);
    MESSAGE("tic-tac-toe, all positions: " << with << " expansions with the table, " << plain << " without");
}

TEST_CASE("table: fewer expansions where positions come back by other move orders") {
    const auto ttt_with = pns_solve(ttt::Position{}, ttt::MoveGenerator{});
    const auto ttt_plain = pns_solve(ttt::Position{}, ttt::MoveGenerator{}, without_table());
    CHECK(ttt_with.value == PnsValue::draw);
    CHECK(ttt_plain.value == PnsValue::draw);
    CHECK(ttt_with.table_hits > 0);
    CHECK(ttt_with.expansions < ttt_plain.expansions);
    const auto c4_with = pns_solve(c4::Position<4, 4>{}, c4::MoveGenerator{});
    const auto c4_plain = pns_solve(c4::Position<4, 4>{}, c4::MoveGenerator{}, without_table());
    CHECK(c4_with.value == PnsValue::draw);
    CHECK(c4_plain.value == PnsValue::draw);
    CHECK(c4_with.table_hits > 0);
    CHECK(c4_with.expansions < c4_plain.expansions);
    MESSAGE("tic-tac-toe: " << ttt_with.expansions << " expansions (" << ttt_with.table_hits << " hits) against "
                            << ttt_plain.expansions << "; connect four 4x4: " << c4_with.expansions << " ("
                            << c4_with.table_hits << " hits) against " << c4_plain.expansions);
}

TEST_CASE("table: with the table, a proof also finishes in a tree far smaller than it grows unbounded") {
    const auto free_run = pns_solve(ttt::Position{}, ttt::MoveGenerator{});
    REQUIRE(free_run.value == PnsValue::draw);
    PnsLimits limits;
    limits.max_tree_nodes = free_run.tree_nodes / 2;  // a quarter is not enough here (about 40% is)
    const auto bounded = pns_solve(ttt::Position{}, ttt::MoveGenerator{}, limits);
    CHECK(bounded.value == PnsValue::draw);
    CHECK(bounded.tree_nodes <= limits.max_tree_nodes);
}

TEST_CASE("table: table_entries = 0 and a state without == search exactly as before the table") {
    // The expansions of the search before the table existed (a4e934a), pinned.
    const auto off = pns_solve(ttt::Position{}, ttt::MoveGenerator{}, without_table());
    CHECK(off.expansions == 3797);
    CHECK(off.tree_nodes == 13950);
    CHECK(off.table_hits == 0);
    const auto no_eq = pns_solve(WithoutEquality{}, WithoutEqualityMoves{});
    CHECK(no_eq.value == PnsValue::draw);
    CHECK(no_eq.expansions == 3797);
    CHECK(no_eq.table_hits == 0);
    CHECK(pns_solve(c4::Position<4, 4>{}, c4::MoveGenerator{}, without_table()).expansions == 103867);
    const auto congo_off = prove_win(*congo::parse_fen("2e1c2/mgpz1e1/2l2pp/7/P4PG/PE1LP2/1ME1C1Z w 21"),
                                     congo::MoveGenerator{}, without_table());
    CHECK(congo_off.proof == Proof::proven);
    CHECK(congo_off.expansions == 928);
}

TEST_CASE("table: connect four, bonus nim and random positions have the same values with the table") {
    for (const auto& p : gametree::testing::random_connect_four_positions<4, 4>(16, 7, 7)) compare(p, c4::MoveGenerator{});
    for (const auto& p : gametree::testing::random_connect_four_positions<5, 4>(10, 9, 11)) compare(p, c4::MoveGenerator{});
    using gametree::testing::BonusNim;
    using gametree::testing::BonusNimMoves;
    std::uint64_t hits = 0;
    for (int stones = 0; stones <= 24; ++stones)
        for (const Player side : {Player::first, Player::second}) {
            compare(BonusNim{stones, side}, BonusNimMoves{});
            hits += pns_solve(BonusNim{stones, side}, BonusNimMoves{}).table_hits;
        }
    CHECK(hits > 0);
}

TEST_CASE("table: a game whose hash leaves out its move limit is solved exactly (== decides a hit)") {
    std::uint64_t hits = 0;
    int draws = 0, decided = 0;
    for (int stones = 1; stones <= 20; ++stones)
        for (int limit = 1; limit <= 20; ++limit) {
            const LimitedNim root{stones, Player::first, 0, limit};
            CAPTURE(stones);
            CAPTURE(limit);
            const Score v = alphabeta(root, 40, LimitedNimMoves{}, testing::OutcomeEvaluator{}).value;
            const PnsValue exact = v > 0 ? PnsValue::win : v < 0 ? PnsValue::loss : PnsValue::draw;
            const auto with = pns_solve(root, LimitedNimMoves{});
            CHECK(with.value == exact);
            CHECK(pns_solve(root, LimitedNimMoves{}, without_table()).value == exact);
            hits += with.table_hits;
            (exact == PnsValue::draw ? draws : decided) += 1;
        }
    CHECK(hits > 0);  // the table was used, and its hits were exact
    CHECK(draws > 20);
    CHECK(decided > 20);
}

TEST_CASE("table: the congo win in three is proven with the table, its line legal") {
    const congo::Position pos = *congo::parse_fen("2e1c2/mgpz1e1/2l2pp/7/P4PG/PE1LP2/1ME1C1Z w 21");
    const auto with = prove_win(pos, congo::MoveGenerator{}, PnsLimits::for_expansions(200'000));
    const auto plain = prove_win(pos, congo::MoveGenerator{}, [] {
        PnsLimits limits = PnsLimits::for_expansions(200'000);
        limits.table_entries = 0;
        return limits;
    }());
    REQUIRE(with.proof == Proof::proven);
    REQUIRE(plain.proof == Proof::proven);
    CHECK(with.move == plain.move);
    const congo::Position end = testing::replay_line(pos, congo::MoveGenerator{}, with.line);
    CHECK((end.outcome() == Outcome::first_wins ||
           prove_win(end, congo::MoveGenerator{}, Player::first, PnsLimits::for_expansions(200'000)).proof == Proof::proven));
    CHECK(with.expansions <= plain.expansions);
    MESSAGE("congo win in 3: " << with.expansions << " expansions (" << with.table_hits << " hits), "
                               << plain.expansions << " without the table");
    CHECK(prove_win(pos, congo::MoveGenerator{}, Player::second, PnsLimits::for_expansions(200'000)).proof ==
          Proof::disproven);
}
