// The table of solved positions on its own: what it finds, that a hit is the very state (its `==`, not
// only its hash) for the very attacker, and its bound.
#include <doctest/doctest.h>

#include <cstdint>

#include <gametree/games/congo/congo.hpp>
#include <gametree/games/tictactoe/tictactoe.hpp>
#include <gametree/search/pns/solved_table.hpp>

using namespace gametree;

namespace {

namespace ttt = gametree::tictactoe;

ttt::Move mv(int cell) { return ttt::Move{static_cast<std::uint8_t>(cell)}; }

/// A tic-tac-toe position whose hash is the same for every position: each lookup meets another state
/// under the same hash, which only `==` tells apart.
struct Colliding {
    using move_type = ttt::Move;
    ttt::Position p;
    [[nodiscard]] Player side_to_move() const noexcept { return p.side_to_move(); }
    [[nodiscard]] Outcome outcome() const noexcept { return p.outcome(); }
    [[nodiscard]] Colliding after(ttt::Move m) const noexcept { return {p.after(m)}; }
    [[nodiscard]] std::uint64_t hash() const noexcept { return 42; }
    friend bool operator==(const Colliding&, const Colliding&) = default;
};

/// A state that is only a number, each with its own hash.
struct Numbered {
    using move_type = int;
    int n = 0;
    [[nodiscard]] Player side_to_move() const noexcept { return Player::first; }
    [[nodiscard]] Outcome outcome() const noexcept { return Outcome::ongoing; }
    [[nodiscard]] Numbered after(int) const noexcept { return *this; }
    [[nodiscard]] std::uint64_t hash() const noexcept { return static_cast<std::uint64_t>(n) * 0x2545f4914f6cdd1dULL; }
    friend bool operator==(const Numbered&, const Numbered&) = default;
};

}  // namespace

TEST_CASE("solved table: a stored result is found for its state and attacker only") {
    SolvedTable<ttt::Position> table(1024);
    const ttt::Position empty;
    const ttt::Position corner = empty.after(mv(0));
    CHECK_FALSE(table.find(empty, Player::first));
    table.store(empty, Player::first, false);
    table.store(corner, Player::second, true);
    CHECK(table.find(empty, Player::first) == false);
    CHECK(table.find(corner, Player::second) == true);
    CHECK(table.size() == 2);
    // The other attacker's result is not this one's (pns_solve proves for both players in turn): a
    // disproof says nothing of the opponent (a draw disproves both), a proven win disproves the
    // opponent's (both cannot force a win).
    CHECK_FALSE(table.find(empty, Player::second));
    CHECK(table.find(corner, Player::first) == false);
    CHECK_FALSE(table.find(empty.after(mv(4)), Player::first));
    // In a table of one slot both attackers meet in the same slot: the attacker itself must differ.
    SolvedTable<ttt::Position> one(1);
    one.store(corner, Player::first, false);
    CHECK(one.find(corner, Player::first) == false);
    CHECK_FALSE(one.find(corner, Player::second));
    one.store(corner, Player::first, true);
    CHECK(one.find(corner, Player::first) == true);
    CHECK(one.find(corner, Player::second) == false);
    table.clear();
    CHECK(table.size() == 0);
    CHECK_FALSE(table.find(empty, Player::first));
}

TEST_CASE("solved table: a state with the same hash is not taken for the stored one") {
    SolvedTable<Colliding> table(1024);
    const Colliding a{ttt::Position{}.after(mv(0))};
    const Colliding b{ttt::Position{}.after(mv(8))};
    table.store(a, Player::first, true);
    CHECK(table.find(a, Player::first) == true);
    CHECK_FALSE(table.find(b, Player::first));
    table.store(b, Player::first, false);  // same slot: replaces a
    CHECK(table.find(b, Player::first) == false);
    CHECK_FALSE(table.find(a, Player::first));
}

TEST_CASE("solved table: congo positions that differ only in their move number are different entries") {
    const congo::Position early = *congo::parse_fen("2e1c2/mgpz1e1/2l2pp/7/P4PG/PE1LP2/1ME1C1Z w 21");
    const congo::Position late = *congo::parse_fen("2e1c2/mgpz1e1/2l2pp/7/P4PG/PE1LP2/1ME1C1Z w 99");
    REQUIRE(early.hash() == late.hash());  // the hash leaves the move number out...
    REQUIRE_FALSE(early == late);          // ...which == compares
    SolvedTable<congo::Position> table(std::size_t{1} << 16);
    table.store(early, Player::first, true);
    CHECK(table.find(early, Player::first) == true);
    CHECK_FALSE(table.find(late, Player::first));
    if constexpr (sizeof(void*) == 8) CHECK(SolvedTable<congo::Position>::entry_bytes == 192);  // limits.hpp says so
}

TEST_CASE("solved table: its bound is a power of two, 0 keeps nothing, and it grows only as it fills") {
    CHECK(SolvedTable<ttt::Position>(0).max_entries() == 0);
    CHECK(SolvedTable<ttt::Position>(1).max_entries() == 1);
    CHECK(SolvedTable<ttt::Position>(1000).max_entries() == 512);
    CHECK(SolvedTable<ttt::Position>(std::size_t{1} << 16).max_entries() == std::size_t{1} << 16);
    SolvedTable<ttt::Position> none(0);
    none.store(ttt::Position{}, Player::first, true);
    CHECK(none.capacity() == 0);
    CHECK_FALSE(none.find(ttt::Position{}, Player::first));
    SolvedTable<ttt::Position> small(std::size_t{1} << 16);
    small.store(ttt::Position{}, Player::first, true);
    CHECK(small.capacity() == 1024);
    // Fill it with 5000 states: it doubles, never past its bound, and keeps the newest entries.
    SolvedTable<Numbered> bounded(2048);
    for (int n = 0; n < 5000; ++n) {
        bounded.store(Numbered{n}, Player::first, n % 2 == 0);
        CHECK(bounded.capacity() <= 2048);
        CHECK(bounded.size() <= bounded.capacity());
    }
    CHECK(bounded.capacity() == 2048);
    CHECK(bounded.size() > 1024);
    CHECK(bounded.find(Numbered{4999}, Player::first) == false);
    CHECK(bounded.find(Numbered{4998}, Player::first) == true);
    MESSAGE("tic-tac-toe entry " << SolvedTable<ttt::Position>::entry_bytes << " bytes; 5000 stored, " << bounded.size() << " held in " << bounded.capacity() << " slots");
}
