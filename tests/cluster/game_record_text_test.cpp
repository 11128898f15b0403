// The line format in which congo-cluster's ranks send their tournament games to rank 0
// (examples/congo_cluster/game_record_text.hpp): a game survives the round trip, and a corrupt line
// is refused whole instead of being half-read or counted.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <gametree/arena/tournament.hpp>
#include <gametree/games/congo/congo.hpp>

#include "congo_cluster/game_record_text.hpp"

using namespace gametree;

namespace {

const std::vector<ScheduledGame> schedule = round_robin_schedule(2, 1);
const std::vector<congo::Position> openings{*congo::parse_fen(congo::start_fen)};

cluster::NumberedGame played_game() {
    GameRecord<congo::Position> record{openings[0], {}, Outcome::draw, GameEnd::move_limit};
    congo::Position pos = openings[0];
    for (const char* text : {"e2e3", "e6e5", "d1e2"}) {
        const auto m = congo::parse_move(pos, text);
        REQUIRE(m);
        record.moves.push_back({*m, 1234, 567, -25, false});
        pos = pos.after(*m);
    }
    const ScheduledGame& slot = schedule[1];
    return {1, TournamentGame<congo::Position>{slot.first, slot.second, slot.opening, record}};
}

}  // namespace

TEST_CASE("a played game and an abandoned one survive the round trip") {
    const auto g = played_game();
    const std::string line = cluster::to_line(g);
    CHECK(line == "1 1 3 3 e2e3 1234 567 -25 e6e5 1234 567 -25 d1e2 1234 567 -25");
    const auto back = cluster::from_line(line, schedule, openings);
    REQUIRE(back);
    REQUIRE(back->game);
    CHECK(back->number == 1);
    CHECK(back->game->first == schedule[1].first);
    CHECK(back->game->record.outcome == Outcome::draw);
    CHECK(back->game->record.end == GameEnd::move_limit);
    REQUIRE(back->game->record.moves.size() == 3);
    CHECK(back->game->record.moves[2].move == g.game->record.moves[2].move);
    CHECK(back->game->record.moves[2].microseconds == 567);
    CHECK(back->game->record.moves[2].score == -25);

    const auto abandoned = cluster::from_line("0 abandoned", schedule, openings);
    REQUIRE(abandoned);
    CHECK(abandoned->number == 0);
    CHECK(!abandoned->game);
    CHECK(cluster::to_line(*abandoned) == "0 abandoned");
}

TEST_CASE("a corrupt line is refused whole") {
    for (const char* line : {
             "",                                  // nothing
             "2 abandoned",                       // no such game in the schedule
             "1 3 3 0",                           // GameEnd 3 is "abandoned", which has its own word
             "1 9 3 0",                           // no such end
             "1 1 4 0",                           // no such outcome
             "1 1 0 0",                           // a finished game without a result (Outcome::ongoing)
             "1 1 3 2 e2e3 1 1 0",                // fewer moves than announced
             "1 1 3 1 e2e5 1 1 0",                // an illegal move
             "1 1 3 1 e2e3 x 1 0",                // a count that is not a number
             "1 1 3 1 e2e3 -1 1 0",               // a count below 0
             "1 1 3 1 e2e3 1 1 2147483648",       // a score past a Score
             "1 1 3 1 e2e3 1 1 0 e6e5 1 1 0",     // more moves than announced (read as fewer before)
             "0 abandoned 1",                     // more than "abandoned"
             "1 1 3 18446744073709551615 e2e3 1 1 0",  // a count no line can hold: refused, not reserved
         }) {
        const std::string text = line;
        CAPTURE(text);
        CHECK_FALSE(cluster::from_line(text, schedule, openings));
    }
}

TEST_CASE("the ranks' texts are read into the slots of their games, or refused with the line quoted") {
    const auto g = played_game();
    const std::vector<std::string> texts{"0 abandoned\n", cluster::to_line(g) + "\n"};
    const auto games = cluster::read_games(texts, schedule, openings);
    REQUIRE(games);
    REQUIRE(games->size() == 2);
    CHECK(!(*games)[0]);
    REQUIRE((*games)[1]);
    CHECK(cluster::to_line({1, (*games)[1]}) == cluster::to_line(g));
    CHECK(cluster::read_games({"", ""}, schedule, openings));  // a rank with no game sends nothing

    const auto refused = cluster::read_games({"0 abandoned\n1 1 3 1 e2e5 1 1 0\n"}, schedule, openings);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().message == "a rank sent a game that cannot be read: '1 1 3 1 e2e5 1 1 0'");
    CHECK_FALSE(cluster::read_games({"0 abandoned\n\n"}, schedule, openings));  // an empty line is no game
}
