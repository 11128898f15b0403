#include <doctest/doctest.h>

#include "gametree/arena/agent.hpp"
#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::testing;

TEST_CASE("an agent has a name and chooses through its function") {
    const Agent<Nim> agent("takes-all", [](const Nim& s) { return Decision<Take>{Take{std::min(3, s.stones)}, 5, 42}; });
    CHECK(agent.name() == "takes-all");
    const auto d = agent.choose(Nim{2, Player::first});
    REQUIRE(d.move);
    CHECK(d.move->stones == 2);
    CHECK(d.nodes == 5);
    CHECK(d.score == 42);
    agent.new_game();  // the default reset does nothing
}

TEST_CASE("a copy of an agent is the same player, an agent made apart is another") {
    const auto make = [] { return Agent<Nim>("one", [](const Nim&) { return Decision<Take>{Take{1}, 1, 0}; }); };
    const Agent<Nim> agent = make();
    const Agent<Nim> copy = agent;  // shares whatever the agent keeps
    const Agent<Nim> other = make();
    CHECK(copy.is_copy_of(agent));
    CHECK(agent.is_copy_of(agent));
    CHECK(copy.identity() == agent.identity());
    CHECK_FALSE(other.is_copy_of(agent));
    CHECK(other.identity() != agent.identity());
}
