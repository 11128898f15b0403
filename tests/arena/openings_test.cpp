// Random openings: distinct, unfinished, reproducible.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "gametree/arena/openings.hpp"
#include "gametree/core/chance.hpp"
#include "gametree/games/othello/othello.hpp"
#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::testing;

TEST_CASE("random openings are distinct positions a few moves from the start, the start first") {
    const Nim start{30, Player::first};
    const auto openings = random_openings(start, 5, 2, 11, NimMoves{});
    REQUIRE(openings.size() == 5);
    CHECK(openings.front() == start);
    for (std::size_t i = 0; i < openings.size(); ++i) {
        CHECK_FALSE(is_over(openings[i].outcome()));
        for (std::size_t j = i + 1; j < openings.size(); ++j) CHECK_FALSE(openings[i] == openings[j]);
        if (i > 0) CHECK(openings[i].stones >= 24);  // two takes of at most three
    }
    CHECK(random_openings(start, 5, 2, 11, NimMoves{}) == openings);
    CHECK(random_openings(start, 3, 2, 11, NimMoves{}, false).front() != start);
}

TEST_CASE("random openings are the same for a seed with every standard library") {
    // Each take is random_index over the 3 takes, from std::mt19937_64 seeded 42: its outputs mod 3 are
    // 0 2 1, 0 2 2, 1 0 1, 1 1 0, 0 1 0, so the walks take 1+3+2, 1+3+3, 2+1+2, 2+2+1 (25 again: skipped)
    // and 1+2+1 stones.
    const auto openings = random_openings(Nim{30, Player::first}, 4, 3, 42, NimMoves{}, false);
    const std::vector<Nim> expected{{24, Player::second}, {23, Player::second}, {25, Player::second}, {26, Player::second}};
    CHECK(openings == expected);
}

TEST_CASE("a game with few positions gives fewer openings instead of looping") {
    const auto openings = random_openings(Nim{3, Player::first}, 10, 1, 1, NimMoves{});
    CHECK(openings.size() == 3);  // the start, then 2 and 1 stones left (taking 3 ends the game)
}

TEST_CASE("undecided_only skips openings the side to move can end at once") {
    // Nim with 6 stones, one ply: 5, 4 or 3 stones are left; from 3 the next player takes them all.
    const auto all = random_openings(Nim{6, Player::first}, 10, 1, 3, NimMoves{}, false);
    const auto undecided = random_openings(Nim{6, Player::first}, 10, 1, 3, NimMoves{}, false, true);
    CHECK(all.size() == 3);
    REQUIRE(undecided.size() == 2);
    for (const Nim& n : undecided) {
        CHECK(n.stones > 3);
        CHECK_FALSE(ends_in_one_move(n, NimMoves{}));
    }
    CHECK(ends_in_one_move(Nim{3, Player::second}, NimMoves{}));
}

namespace {

/// A coin that lands heads nine times in ten, then one move by the first player, which ends the game.
struct BiasedCoin {
    using move_type = int;  // 1: heads, 2: tails (the chance outcomes); 3: the player's move
    static constexpr std::size_t max_outcomes = 2;

    int landed = 0;  // 0 before the toss
    bool moved = false;

    [[nodiscard]] Player side_to_move() const noexcept { return Player::first; }
    [[nodiscard]] Outcome outcome() const noexcept { return moved ? Outcome::draw : Outcome::ongoing; }
    [[nodiscard]] BiasedCoin after(int m) const noexcept { return m == 3 ? BiasedCoin{landed, true} : BiasedCoin{m, false}; }
    [[nodiscard]] bool is_chance() const noexcept { return landed == 0; }
    void chance_outcomes(ChanceBufferFor<BiasedCoin>& out) const {
        out.push_back({1, 0.9});
        out.push_back({2, 0.1});
    }
    friend bool operator==(const BiasedCoin&, const BiasedCoin&) = default;
};

/// The outcomes at the toss (as ChanceState asks), the one move after it.
struct BiasedCoinMoves {
    static constexpr std::size_t max_moves = 2;
    void generate(const BiasedCoin& s, MoveBuffer<int, max_moves>& out) const {
        if (s.is_chance()) {
            out.push_back(1);
            out.push_back(2);
        } else if (!s.moved) {
            out.push_back(3);
        }
    }
};

}  // namespace

TEST_CASE("in a game with chance, openings follow the outcomes' probabilities, not a uniform choice") {
    static_assert(ChanceState<BiasedCoin>);
    int heads = 0;
    constexpr int runs = 1000;
    for (std::uint64_t seed = 0; seed < runs; ++seed) {
        const auto openings = random_openings(BiasedCoin{}, 1, 1, seed, BiasedCoinMoves{}, false);
        REQUIRE(openings.size() == 1);
        heads += openings.front().landed == 1;
    }
    // Heads nine times in ten (a uniform pick among the outcomes gave about half).
    CHECK(heads > runs * 85 / 100);
    CHECK(heads < runs * 95 / 100);
}

TEST_CASE("othello: an opening is its number of moves from the start, a forced pass on the way not ending it") {
    // On 4x4 a side often has no move and passes. The walk used to stop there, so about one opening in
    // ten was a position, one where the side to move must pass, fewer moves from the start than asked.
    using Board = othello::Position<4>;
    constexpr int plies = 8;
    for (std::uint64_t seed = 0; seed < 8; ++seed) {
        CAPTURE(seed);
        const auto openings = random_openings(Board{}, 20, plies, seed, othello::MoveGenerator{}, false);
        CHECK(openings.size() == 20);
        for (const Board& opening : openings) {
            CAPTURE(othello::to_text(opening));
            CHECK(board::count(opening.discs(Player::first) | opening.discs(Player::second)) == 4 + plies);
        }
    }
}

namespace {

/// A broken game for the test below: nobody ever has a move, yet it is never over; each side passes.
struct EndlessPasses {
    using move_type = int;
    Player side = Player::first;
    [[nodiscard]] Player side_to_move() const { return side; }
    [[nodiscard]] Outcome outcome() const { return Outcome::ongoing; }
    [[nodiscard]] EndlessPasses after(int) const { return *this; }
    [[nodiscard]] EndlessPasses after_pass() const { return {opponent(side)}; }
    friend bool operator==(const EndlessPasses&, const EndlessPasses&) = default;
};

/// No move, ever.
struct NoMoves {
    static constexpr std::size_t max_moves = 1;
    void generate(const EndlessPasses&, MoveBuffer<int, max_moves>&) const {}
};

}  // namespace

TEST_CASE("an opening walk whose sides pass in turn ends instead of passing forever") {
    const auto openings = random_openings(EndlessPasses{}, 2, 4, 1, NoMoves{}, true);
    REQUIRE(openings.size() == 2);
    CHECK(openings[1].side == Player::second);  // one pass, then a second side without a move: the walk ends
}

namespace {

/// A game of many positions for the test below: a move appends a digit (1..64) to the number; each
/// comparison of two positions is counted.
struct Digits {
    using move_type = int;
    std::uint64_t number = 0;
    static inline std::uint64_t comparisons = 0;
    [[nodiscard]] Player side_to_move() const { return Player::first; }
    [[nodiscard]] Outcome outcome() const { return Outcome::ongoing; }
    [[nodiscard]] Digits after(int digit) const { return {number * 64 + static_cast<std::uint64_t>(digit)}; }
    [[nodiscard]] std::uint64_t hash() const { return number * 0x9E3779B97F4A7C15ULL; }
    friend bool operator==(const Digits& a, const Digits& b) {
        ++comparisons;
        return a.number == b.number;
    }
};

struct DigitMoves {
    static constexpr std::size_t max_moves = 64;
    void generate(const Digits&, MoveBuffer<int, max_moves>& out) const {
        for (int digit = 1; digit <= 64; ++digit) out.push_back(digit);
    }
};

}  // namespace

TEST_CASE("a hashed game's openings are told apart by their hashes, not each against all before it") {
    // Comparing each new opening with every one before it took minutes for a long match's openings.
    static_assert(HashedState<Digits>);
    Digits::comparisons = 0;
    const auto openings = random_openings(Digits{}, 4000, 3, 5, DigitMoves{});
    CHECK(openings.size() == 4000);
    CHECK(Digits::comparisons < 4000);  // only a position drawn again is compared, with its twin
}

TEST_CASE("a stop flag ends the making of openings with those found so far") {
    const Nim start{30, Player::first};
    const std::atomic<bool> go_on{false};
    const std::atomic<bool> stopped{true};
    // Not yet stopped: as without a flag.
    CHECK(random_openings(start, 5, 2, 11, NimMoves{}, true, false, &go_on) == random_openings(start, 5, 2, 11, NimMoves{}));
    // Stopped before it starts: the start alone (when it is one of them), nothing walked.
    const auto cut = random_openings(start, 5, 2, 11, NimMoves{}, true, false, &stopped);
    REQUIRE(cut.size() == 1);
    CHECK(cut.front() == start);
    CHECK(random_openings(start, 5, 2, 11, NimMoves{}, false, false, &stopped).empty());
}

TEST_CASE("a count near the size type's limit still walks: count * 100 does not wrap round to no tries") {
    // 2^62 * 100 is 0 modulo 2^64: the tries' limit wrapped round to nothing, and only the start came back.
    const std::size_t huge = std::size_t{1} << (sizeof(std::size_t) * 8 - 2);
    const auto openings = random_openings(Nim{3, Player::first}, huge, 1, 1, NimMoves{});
    CHECK(openings.size() == 3);  // the start, 2 and 1 stones: then random_openings_stall tries find nothing new
}

namespace {
/// NimMoves that counts the positions it is asked about: random_openings asks once a ply of each walk.
struct CountingNimMoves {
    static constexpr std::size_t max_moves = NimMoves::max_moves;
    std::size_t* asked;
    void generate(const Nim& s, MoveBuffer<Take, max_moves>& out) const {
        ++*asked;
        NimMoves{}.generate(s, out);
    }
};
}  // namespace

TEST_CASE("random openings give up after random_openings_stall tries in a row find nothing new") {
    // 3 openings exist; asked for 5,000, the count's 500,000 tries would all be made without the stall rule.
    std::size_t walks = 0;
    const auto openings = random_openings(Nim{3, Player::first}, 5000, 1, 1, CountingNimMoves{&walks});
    CHECK(openings.size() == 3);
    CHECK(walks <= random_openings_stall + 10);
    CHECK(walks >= random_openings_stall);
}
