#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "gametree/search/engine/engine.hpp"
#include "gametree/search/tablebase/retrograde.hpp"
#include "support/bonus_nim.hpp"
#include "support/mix.hpp"
#include "support/nim.hpp"
#include "support/reference_tablebase.hpp"

using namespace gametree;
using namespace gametree::testing;

namespace {

/// Every pile of up to `max_stones` stones, either player to move.
template <class Pile>
struct PileDomain {
    int max_stones = 0;
    [[nodiscard]] std::size_t size() const { return static_cast<std::size_t>(2 * (max_stones + 1)); }
    [[nodiscard]] std::optional<Pile> state(std::size_t i) const {
        return Pile{static_cast<int>(i / 2), i % 2 ? Player::second : Player::first};
    }
    [[nodiscard]] std::optional<std::size_t> index(const Pile& s) const {
        if (s.stones < 0 || s.stones > max_stones) return std::nullopt;
        return static_cast<std::size_t>(2 * s.stones + index_of(s.side));
    }
};
static_assert(TablebaseDomain<PileDomain<Nim>, Nim>);

const auto nothing_outside = [](const auto&) { return std::optional<TablebaseValue>{}; };

/// Nim piles of `lo` to `hi` stones, either player to move: the top of a game whose smaller piles are
/// left to the table's outside.
template <class Pile = Nim>
struct PileSlice {
    int lo = 0;
    int hi = 0;
    [[nodiscard]] std::size_t size() const { return static_cast<std::size_t>(2 * (hi - lo + 1)); }
    [[nodiscard]] std::optional<Pile> state(std::size_t i) const {
        return Pile{lo + static_cast<int>(i / 2), i % 2 ? Player::second : Player::first};
    }
    [[nodiscard]] std::optional<std::size_t> index(const Pile& s) const {
        if (s.stones < lo || s.stones > hi) return std::nullopt;
        return static_cast<std::size_t>(2 * (s.stones - lo) + index_of(s.side));
    }
};

/// A Nim pile's value by the rule of four: a multiple of 4 is lost in stones / 2 plies, the rest won in
/// 1 + (stones / 4) * 2.
TablebaseValue nim_value(int stones) {
    if (stones % 4 == 0) return {TablebaseValue::Result::loss, static_cast<std::uint32_t>(stones / 2)};
    return {TablebaseValue::Result::win, static_cast<std::uint32_t>(1 + (stones / 4) * 2)};
}

/// Lopsided Nim: one pile, whoever takes the last stone wins; the first player may only take 2, the
/// second 1 or 2. So the first player is stuck at 1 stone, a position that is not over and has no move:
/// what it is worth is the game's NoMovePolicy, `Policy`.
template <NoMovePolicy Policy>
struct LopsidedNim {
    int stones = 0;
    Player side = Player::first;

    using move_type = Take;
    static constexpr NoMovePolicy no_move_policy = Policy;
    [[nodiscard]] Player side_to_move() const noexcept { return side; }
    [[nodiscard]] Outcome outcome() const noexcept { return stones == 0 ? win_for(opponent(side)) : Outcome::ongoing; }
    [[nodiscard]] LopsidedNim after(Take m) const noexcept { return {stones - m.stones, opponent(side)}; }
    [[nodiscard]] LopsidedNim after_pass() const noexcept { return {stones, opponent(side)}; }
};

struct LopsidedNimMoves {
    static constexpr std::size_t max_moves = 2;
    template <NoMovePolicy Policy>
    void generate(const LopsidedNim<Policy>& s, MoveBuffer<Take, max_moves>& out) const {
        for (int k = s.side == Player::first ? 2 : 1; k <= std::min(2, s.stones); ++k) out.push_back(Take{k});
    }
};

template <NoMovePolicy Policy>
RetrogradeTable<LopsidedNim<Policy>, PileDomain<LopsidedNim<Policy>>> lopsided_table(
    int max_stones, RetrogradeMethod method = RetrogradeMethod::predecessors) {
    return {PileDomain<LopsidedNim<Policy>>{max_stones}, LopsidedNimMoves{}, nothing_outside, method};
}

/// Both ways of solving, for the tests that must hold for each.
constexpr std::array methods{RetrogradeMethod::predecessors, RetrogradeMethod::passes};

/// Every position of the table that has a move, solved again by the engine: the same result and distance.
template <NoMovePolicy Policy>
void check_against_engine(int max_stones) {
    const auto table = lopsided_table<Policy>(max_stones);
    Engine<LopsidedNim<Policy>, LopsidedNimMoves, decltype([](const LopsidedNim<Policy>&) { return 0; })> engine(
        EngineOptions::solve());
    for (int stones = 1; stones <= max_stones; ++stones) {
        for (const Player side : {Player::first, Player::second}) {
            CAPTURE(stones);
            CAPTURE(index_of(side));
            const LopsidedNim<Policy> s{stones, side};
            if (moves_of(LopsidedNimMoves{}, s).empty()) continue;  // the engine reports nothing there
            engine.new_game();
            const auto v = table.probe(s);
            REQUIRE(v);
            CHECK(v->score(0) == engine.search(s, SearchLimits::to_depth(30)).score);
        }
    }
}

/// A move of a graph game: the node the token goes to, and whether the mover moves again.
struct Step {
    int to = 0;
    bool again = false;
    bool operator==(const Step&) const = default;  // a member: clang warns of a friend only concepts use
};

/// A node of a graph game: how the game ends there (ongoing: it goes on) and where each player may move.
struct GraphNode {
    Outcome end = Outcome::ongoing;
    std::array<std::vector<Step>, 2> steps;  ///< by the index of the player to move
};

/// A directed graph, cycles allowed. Nodes below `in_table` are the table's; the others are exits out of
/// it, valued by `exit_values` (by exit, then by the index of the player to move).
struct Graph {
    std::vector<GraphNode> nodes;
    int in_table = 0;
    std::vector<std::array<TablebaseValue, 2>> exit_values;
};

/// A token on a graph, moved by the players in turn along the steps of its node; a node without a step
/// for the player to move is valued by `Policy` (a pass leaves the token where it is).
template <NoMovePolicy Policy>
struct GraphGame {
    using move_type = Step;
    static constexpr NoMovePolicy no_move_policy = Policy;

    const Graph* graph = nullptr;
    int node = 0;
    Player side = Player::first;

    [[nodiscard]] Player side_to_move() const noexcept { return side; }
    [[nodiscard]] Outcome outcome() const noexcept { return graph->nodes[static_cast<std::size_t>(node)].end; }
    [[nodiscard]] GraphGame after(Step m) const noexcept { return {graph, m.to, m.again ? side : opponent(side)}; }
    [[nodiscard]] GraphGame after_pass() const noexcept { return {graph, node, opponent(side)}; }
};

/// The steps of the token's node for the player to move.
struct GraphMoves {
    static constexpr std::size_t max_moves = 4;
    template <NoMovePolicy Policy>
    void generate(const GraphGame<Policy>& s, MoveBuffer<Step, max_moves>& out) const {
        for (const Step m : s.graph->nodes[static_cast<std::size_t>(s.node)].steps[index_of(s.side)]) out.push_back(m);
    }
};

/// The table's nodes of a graph, either player to move.
template <class Game>
struct GraphDomain {
    const Graph* graph = nullptr;
    [[nodiscard]] std::size_t size() const { return static_cast<std::size_t>(2 * graph->in_table); }
    [[nodiscard]] std::optional<Game> state(std::size_t i) const {
        return Game{graph, static_cast<int>(i / 2), i % 2 ? Player::second : Player::first};
    }
    [[nodiscard]] std::optional<std::size_t> index(const Game& s) const {
        if (s.node >= graph->in_table) return std::nullopt;
        return static_cast<std::size_t>(2 * s.node + index_of(s.side));
    }
};

/// The value of an exit of the graph; nothing for a node of the table.
const auto graph_exit = [](const auto& s) -> std::optional<TablebaseValue> {
    if (s.node < s.graph->in_table) return std::nullopt;
    return s.graph->exit_values[static_cast<std::size_t>(s.node - s.graph->in_table)][index_of(s.side)];
};

/// A graph drawn from `seed`: `nodes` in the table, `exits` out of it whose distances go up to
/// `max_exit_plies`. Some nodes end the game, some leave a player without a step, some steps give
/// another turn; steps go anywhere, so there are cycles.
Graph random_graph(std::uint64_t seed, int nodes, int exits, std::uint32_t max_exit_plies) {
    const auto next = [&seed](std::uint64_t below) {
        seed = mix(seed);
        return seed % below;
    };
    Graph g;
    g.in_table = nodes;
    g.nodes.resize(static_cast<std::size_t>(nodes + exits));
    for (int k = 0; k < nodes; ++k) {
        GraphNode& node = g.nodes[static_cast<std::size_t>(k)];
        const std::uint64_t end = next(12);
        node.end = end == 0 ? Outcome::first_wins : end == 1 ? Outcome::second_wins : end == 2 ? Outcome::draw : Outcome::ongoing;
        for (auto& steps : node.steps) {
            const std::uint64_t count = next(GraphMoves::max_moves + 1);
            for (std::uint64_t m = 0; m < count; ++m)
                steps.push_back(Step{static_cast<int>(next(static_cast<std::uint64_t>(nodes + exits))), next(6) == 0});
        }
    }
    for (int k = 0; k < exits; ++k) {
        std::array<TablebaseValue, 2> values;
        for (TablebaseValue& v : values) {
            const std::uint64_t r = next(3);
            if (r != 0)
                v = {r == 1 ? TablebaseValue::Result::win : TablebaseValue::Result::loss,
                     static_cast<std::uint32_t>(next(std::uint64_t{max_exit_plies} + 1))};
        }
        g.exit_values.push_back(values);
    }
    return g;
}

/// Every index of `table` has the value the reference finds by depth, up to `max_plies`.
template <class S, class D, class G, class Outside>
void check_against_reference(const RetrogradeTable<S, D>& table, const G& gen, Outside outside, std::uint64_t max_plies) {
    const auto reference = reference_tablebase<S>(table.domain(), gen, outside, max_plies);
    std::size_t checked = 0;
    for (std::size_t i = 0; i < reference.size(); ++i) {
        CAPTURE(i);
        const auto s = table.domain().state(i);
        REQUIRE(s.has_value() == reference[i].has_value());
        if (!s) continue;
        CHECK(table.probe(*s) == reference[i]);
        ++checked;
    }
    CHECK(checked == table.positions());
}

/// The largest distance of any position of `table`.
template <class S, class D>
std::uint32_t farthest(const RetrogradeTable<S, D>& table) {
    std::uint32_t far = 0;
    for (std::size_t i = 0; i < table.domain().size(); ++i)
        if (const auto s = table.domain().state(i)) far = std::max(far, table.probe(*s)->plies);
    return far;
}

/// Nim piles of 0 to `low` and of `high_lo` to `high_hi` stones: the piles between are out of the table,
/// so passes go by with nothing to decide while the high piles wait for their wins.
struct GappedPiles {
    int low = 0;
    int high_lo = 0;
    int high_hi = 0;
    [[nodiscard]] std::size_t size() const { return static_cast<std::size_t>(2 * (low + 1 + high_hi - high_lo + 1)); }
    [[nodiscard]] std::optional<Nim> state(std::size_t i) const {
        const int k = static_cast<int>(i / 2);
        return Nim{k <= low ? k : high_lo + k - low - 1, i % 2 ? Player::second : Player::first};
    }
    [[nodiscard]] std::optional<std::size_t> index(const Nim& s) const {
        int k = 0;
        if (s.stones >= 0 && s.stones <= low) k = s.stones;
        else if (s.stones >= high_lo && s.stones <= high_hi) k = low + 1 + s.stones - high_lo;
        else return std::nullopt;
        return static_cast<std::size_t>(2 * k + index_of(s.side));
    }
};

template <NoMovePolicy Policy>
void check_graphs_against_reference(RetrogradeMethod method) {
    CAPTURE(method);
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        CAPTURE(seed);
        // Without exits: cycles and dead ends only. With far exits: passes with nothing to decide.
        const int exits = seed % 2 ? 0 : 6;
        const std::uint32_t max_exit_plies = seed % 4 == 0 ? 3000 : 40;
        const Graph graph = random_graph(seed * 7919 + static_cast<std::uint64_t>(Policy), 30, exits, max_exit_plies);
        using Game = GraphGame<Policy>;
        const RetrogradeTable<Game, GraphDomain<Game>> table(GraphDomain<Game>{&graph}, GraphMoves{}, graph_exit, method);
        check_against_reference(table, GraphMoves{}, graph_exit, max_exit_plies + table.positions() + 1);
        if (exits > 0) CHECK(table.passes() <= table.positions() + 2);  // not one per ply to the farthest end
    }
}

}  // namespace

TEST_CASE("Nim solved by retrograde analysis: multiples of 4 lose, the rest win, with distances") {
    const RetrogradeTable<Nim, PileDomain<Nim>> table(PileDomain<Nim>{20}, NimMoves{}, nothing_outside);
    CHECK(table.positions() == 42);
    for (int stones = 0; stones <= 20; ++stones) {
        const auto v = table.probe(Nim{stones, Player::first});
        REQUIRE(v);
        CAPTURE(stones);
        if (stones % 4 == 0) {
            CHECK(v->result == TablebaseValue::Result::loss);
            CHECK(v->plies == stones / 2);  // each round of the winner's reply removes 4 stones in 2 plies
        } else {
            CHECK(v->result == TablebaseValue::Result::win);
            CHECK(v->plies == 1 + (stones / 4) * 2);  // take stones % 4, then answer every move
        }
    }
    CHECK_FALSE(table.probe(Nim{21, Player::first}));
    CHECK(table.count(TablebaseValue::Result::draw) == 0);
}

// A table keeps 9 bytes per index: this value and a byte saying whether the index is a position.
static_assert(sizeof(TablebaseValue) == 8);

TEST_CASE("a distance past 65,535 plies is kept: a far win does not wrap to a win at once") {
    // From 131,072 stones on the end is more than 65,535 plies away (16 bits read 131,072 as a loss at
    // once and 131,073 as a win in 1); the smaller piles, out of the table, are valued by the rule of four.
    const int lo = 131'068;
    const int hi = 131'090;
    const RetrogradeTable<Nim, PileSlice<>> table(PileSlice<>{lo, hi}, NimMoves{}, [](const Nim& s) {
        return std::optional<TablebaseValue>(nim_value(s.stones));
    });
    for (int stones = lo; stones <= hi; ++stones) {
        CAPTURE(stones);
        CHECK(table.probe(Nim{stones, Player::first}) == nim_value(stones));
        CHECK(table.probe(Nim{stones, Player::second}) == nim_value(stones));
    }
    const auto far_loss = table.probe(Nim{131'072, Player::first});
    REQUIRE(far_loss);
    CHECK(far_loss->result == TablebaseValue::Result::loss);
    CHECK(far_loss->plies == 65'536U);
    const auto far_win = table.probe(Nim{131'073, Player::second});
    REQUIRE(far_win);
    CHECK(far_win->result == TablebaseValue::Result::win);
    CHECK(far_win->plies == 65'537U);
}

TEST_CASE("a bonus turn keeps the side to move in the retrograde analysis too") {
    const RetrogradeTable<BonusNim, PileDomain<BonusNim>> table(PileDomain<BonusNim>{15}, BonusNimMoves{}, nothing_outside);
    for (int stones = 1; stones <= 15; ++stones) {
        CAPTURE(stones);
        const auto v = table.probe(BonusNim{stones, Player::first});
        REQUIRE(v);
        CHECK((v->result == TablebaseValue::Result::win) == (stones % 2 == 0));  // even piles win
    }
}

TEST_CASE("values become engine scores by distance from the root") {
    const TablebaseValue win{TablebaseValue::Result::win, 3};
    const TablebaseValue loss{TablebaseValue::Result::loss, 4};
    CHECK(win.score(2) == win_in(5));
    CHECK(loss.score(1) == loss_in(5));
    CHECK(TablebaseValue{}.score(7) == 0);
}

TEST_CASE("a tablebase end beyond max_ply plies stays a full-margin win or loss at max_ply - 1") {
    // win_in(max_ply + 5) read as a win by a smaller margin in 5 plies: the engine stopped on a
    // "proven" short win and ranked the move below every true win.
    // The distance and the ply are summed in 64 bits: in an int, 4,294,967,295 plies plus one would wrap.
    for (const std::uint32_t plies : {std::uint32_t{max_ply - 1}, std::uint32_t{max_ply}, std::uint32_t{max_ply + 5},
                                      std::uint32_t{65535}, std::uint32_t{65536}, std::uint32_t{2'147'483'647},
                                      std::uint32_t{2'147'483'648}, std::numeric_limits<std::uint32_t>::max()}) {
        CAPTURE(plies);
        const TablebaseValue win{TablebaseValue::Result::win, plies};
        const TablebaseValue loss{TablebaseValue::Result::loss, plies};
        for (const int ply : {0, 1, max_ply - 1, std::numeric_limits<int>::max()}) {
            CAPTURE(ply);
            CHECK(win.score(ply) == win_in(max_ply - 1));
            CHECK(loss.score(ply) == loss_in(max_ply - 1));
            CHECK(margin_of(win.score(ply)) == max_utility);
            CHECK(plies_to_end(loss.score(ply)) == -(max_ply - 1));
        }
    }
    const TablebaseValue near{TablebaseValue::Result::win, 10};
    CHECK(near.score(max_ply - 20) == win_in(max_ply - 10));
    CHECK(near.score(max_ply - 5) == win_in(max_ply - 1));
}

TEST_CASE("a position without a move is valued by the game's NoMovePolicy, and a move into it counts") {
    using R = TablebaseValue::Result;
    // 1 stone, the first player to move: stuck. 3 stones, the second to move: taking 2 leaves it stuck.
    SUBCASE("loss: lost at once, so taking 2 from 3 wins in one ply") {
        const auto table = lopsided_table<NoMovePolicy::loss>(8);
        CHECK(table.probe({1, Player::first}) == TablebaseValue{R::loss, 0});
        CHECK(table.probe({3, Player::second}) == TablebaseValue{R::win, 1});
        check_against_engine<NoMovePolicy::loss>(8);
    }
    SUBCASE("draw: drawn, not lost") {
        const auto table = lopsided_table<NoMovePolicy::draw>(8);
        CHECK(table.probe({1, Player::first}) == TablebaseValue{R::draw, 0});
        CHECK(table.probe({3, Player::second}) == TablebaseValue{R::draw, 0});
        check_against_engine<NoMovePolicy::draw>(8);
    }
    SUBCASE("pass: the pass is played, and the second player takes the last stone") {
        const auto table = lopsided_table<NoMovePolicy::pass>(8);
        CHECK(table.probe({1, Player::first}) == TablebaseValue{R::loss, 2});
        CHECK(table.probe({3, Player::second}) == TablebaseValue{R::win, 3});
        check_against_engine<NoMovePolicy::pass>(8);
    }
}

/// Lopsided Nim piles of 2 to `max_stones` stones: a move to 1 stone leaves the table, and with the first
/// player to move there it reaches a position without a move that nothing outside values.
template <NoMovePolicy Policy>
void check_dead_end_out_of_table(int max_stones) {
    const auto whole = lopsided_table<Policy>(max_stones);
    // Only the position that has a move is valued outside; {1, first} is left to the rules.
    const auto outside = [&whole](const LopsidedNim<Policy>& s) {
        return s.side == Player::second ? whole.probe(s) : std::nullopt;
    };
    const RetrogradeTable<LopsidedNim<Policy>, PileSlice<LopsidedNim<Policy>>> top(
        PileSlice<LopsidedNim<Policy>>{2, max_stones}, LopsidedNimMoves{}, outside);
    for (int stones = 2; stones <= max_stones; ++stones) {
        for (const Player side : {Player::first, Player::second}) {
            CAPTURE(stones);
            CAPTURE(index_of(side));
            const LopsidedNim<Policy> s{stones, side};
            CHECK(top.probe(s) == whole.probe(s));
        }
    }
}

TEST_CASE("a move out of the table to a position without a move is valued by the NoMovePolicy, as inside") {
    SUBCASE("loss") { check_dead_end_out_of_table<NoMovePolicy::loss>(12); }
    SUBCASE("draw") { check_dead_end_out_of_table<NoMovePolicy::draw>(12); }
}

TEST_CASE("every value equals a reference solved by depth: Nim, bonus turns, dead ends under each policy") {
    for (const RetrogradeMethod method : methods) {
        CAPTURE(method);
        const RetrogradeTable<Nim, PileDomain<Nim>> nim(PileDomain<Nim>{40}, NimMoves{}, nothing_outside, method);
        check_against_reference(nim, NimMoves{}, nothing_outside, 100);
        const RetrogradeTable<BonusNim, PileDomain<BonusNim>> bonus(PileDomain<BonusNim>{30}, BonusNimMoves{}, nothing_outside, method);
        check_against_reference(bonus, BonusNimMoves{}, nothing_outside, 100);
        check_against_reference(lopsided_table<NoMovePolicy::loss>(25, method), LopsidedNimMoves{}, nothing_outside, 100);
        check_against_reference(lopsided_table<NoMovePolicy::draw>(25, method), LopsidedNimMoves{}, nothing_outside, 100);
        check_against_reference(lopsided_table<NoMovePolicy::pass>(25, method), LopsidedNimMoves{}, nothing_outside, 100);
    }
}

TEST_CASE("every value equals a reference solved by depth on graphs with cycles, dead ends and far exits") {
    // The loop inside each subcase: doctest tells subcases apart by their place in the file.
    SUBCASE("dead end lost") {
        for (const RetrogradeMethod method : methods) check_graphs_against_reference<NoMovePolicy::loss>(method);
    }
    SUBCASE("dead end drawn") {
        for (const RetrogradeMethod method : methods) check_graphs_against_reference<NoMovePolicy::draw>(method);
    }
    SUBCASE("dead end passed") {
        for (const RetrogradeMethod method : methods) check_graphs_against_reference<NoMovePolicy::pass>(method);
    }
}

TEST_CASE("far wins cost no rounds: passes that can decide nothing are skipped, and distances settle in order") {
    SUBCASE("a slice of Nim whose first wins are 65,535 plies away") {
        for (const RetrogradeMethod method : methods) {
            CAPTURE(method);
            const RetrogradeTable<Nim, PileSlice<>> table(
                PileSlice<>{131'068, 131'090}, NimMoves{},
                [](const Nim& s) { return std::optional<TablebaseValue>(nim_value(s.stones)); }, method);
            for (int stones = 131'068; stones <= 131'090; ++stones) CHECK(table.probe(Nim{stones, Player::first}) == nim_value(stones));
            // Passes: pass 2 settles the loss at 131,068 and pass 3 finds the wins above it due at pass
            // 65,536, the next one made; from there each pass settles a pile or two. Without the skip:
            // 65,545 passes. Predecessors: one round per distance settled.
            CHECK(table.passes() <= 20);
        }
    }
    SUBCASE("small piles, then a gap out of the table, then large piles: empty passes in the middle") {
        for (const RetrogradeMethod method : methods) {
            CAPTURE(method);
            const GappedPiles domain{20, 4000, 4020};
            const auto between = [](const Nim& s) { return std::optional<TablebaseValue>(nim_value(s.stones)); };
            const RetrogradeTable<Nim, GappedPiles> table(domain, NimMoves{}, between, method);
            for (int stones = 0; stones <= 4020; stones = stones == 20 ? 4000 : stones + 1) {
                CAPTURE(stones);
                CHECK(table.probe(Nim{stones, Player::second}) == nim_value(stones));
            }
            check_against_reference(table, NimMoves{}, between, 2100);
            CHECK(farthest(table) == 2010);
            CHECK(table.passes() < 60);
        }
    }
}

/// Nim's moves, counting the positions whose moves are listed.
struct CountingNimMoves {
    static constexpr std::size_t max_moves = NimMoves::max_moves;
    std::size_t* listed = nullptr;
    void generate(const Nim& s, MoveBuffer<Take, max_moves>& out) const {
        ++*listed;
        NimMoves{}.generate(s, out);
    }
};

TEST_CASE("with predecessors, each position's moves are listed a bounded number of times however far its end") {
    // 2,001 piles, either side to move, lost or won up to 1,001 plies away: by passes, every pile still
    // open has its moves listed again at every pass; with predecessors, twice at most (once to see that
    // it has a move, once to find its children).
    const PileDomain<Nim> domain{2000};
    std::size_t by_predecessors = 0;
    std::size_t by_passes = 0;
    const RetrogradeTable<Nim, PileDomain<Nim>> fast(domain, CountingNimMoves{&by_predecessors}, nothing_outside);
    const RetrogradeTable<Nim, PileDomain<Nim>> slow(domain, CountingNimMoves{&by_passes}, nothing_outside,
                                                     RetrogradeMethod::passes);
    for (int stones = 0; stones <= 2000; ++stones) {
        CAPTURE(stones);
        CHECK(fast.probe(Nim{stones, Player::first}) == nim_value(stones));
        CHECK(slow.probe(Nim{stones, Player::first}) == nim_value(stones));
    }
    CHECK(by_predecessors <= 2 * fast.positions());
    CHECK(by_passes > 100 * slow.positions());  // the quadratic work the predecessors avoid
}

TEST_CASE("a distance past the largest the value holds stays at that largest, a win or a loss never wrapped") {
    // A chain 3 -> 2 -> 1 -> 0 -> the exit, lost in 4,294,967,293 plies for its player to move: node 0 is won
    // in 4,294,967,294, node 1 lost in 4,294,967,295, and nodes 2 and 3, farther, are held there.
    constexpr std::uint32_t largest = std::numeric_limits<std::uint32_t>::max();
    Graph chain;
    chain.in_table = 4;
    chain.nodes.resize(5);
    for (int k = 0; k < 4; ++k)
        for (auto& steps : chain.nodes[static_cast<std::size_t>(k)].steps) steps.push_back(Step{k == 0 ? 4 : k - 1, false});
    const TablebaseValue exit{TablebaseValue::Result::loss, largest - 2};
    chain.exit_values.push_back({exit, exit});
    using Game = GraphGame<NoMovePolicy::loss>;
    for (const RetrogradeMethod method : methods) {
        CAPTURE(method);
        const RetrogradeTable<Game, GraphDomain<Game>> table(GraphDomain<Game>{&chain}, GraphMoves{}, graph_exit, method);
        using R = TablebaseValue::Result;
        CHECK(table.probe(Game{&chain, 0, Player::first}) == TablebaseValue{R::win, largest - 1});
        CHECK(table.probe(Game{&chain, 1, Player::first}) == TablebaseValue{R::loss, largest});
        CHECK(table.probe(Game{&chain, 2, Player::second}) == TablebaseValue{R::win, largest});
        CHECK(table.probe(Game{&chain, 3, Player::second}) == TablebaseValue{R::loss, largest});
        CHECK(table.passes() <= 6);  // the 4,294,967,293 passes before the first win is due are skipped
    }
}
