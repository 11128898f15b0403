// The library's templates instantiated for every game, compiled with the warnings that careful users
// turn on in their own projects (-Wconversion -Wsign-conversion -Wshadow ... -Werror; see
// tests/CMakeLists.txt): a header that converts an int to a size_t without saying so breaks this build
// instead of theirs. Compiling is the point; the run that follows is a smoke test of a few seconds
// (tiny depths, a few iterations, a few games). The same file, built with -fno-exceptions -fno-rtti, is the
// test that the library compiles and runs without exceptions or RTTI (no_exceptions).
#include <chrono>
#include <concepts>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <gametree/gametree.hpp>

namespace strict {
namespace {  // internal linkage: no prototypes wanted (clang's -Wmissing-prototypes)

using namespace gametree;

/// Stops the run at the first failure (what follows may rely on it).
void check(bool ok, const char* what) {
    if (!ok) {
        std::fprintf(stderr, "strict_warnings: %s\n", what);
        std::exit(1);
    }
}

/// MCTS with short playouts (games of the chess simulator need not end).
MctsOptions quick_mcts() {
    MctsOptions options;
    options.max_playout_plies = 40;
    return options;
}

/// What every game goes through: the counts, the searches, MCTS and the arena.
template <class S, class G, class E>
void searches(const S& start, const G& gen, const E& eval, const char* game) {
    std::printf("%s\n", game);
    const std::uint64_t nodes = perft(start, 2, gen);
    check(parallel_perft(start, 2, gen, 2) == nodes, "parallel perft differs from perft");
    check(!perft_divide(start, 1, gen).empty(), "perft_divide found no move");

    const auto mm = minimax(start, 1, gen, eval);
    const auto ab = alphabeta(start, 2, gen, eval);
    check(mm.best_move.has_value() && ab.best_move.has_value(), "a search found no move");
    const auto line = principal_variation(start, 2, [&](const S& s, int depth) { return alphabeta(s, depth, gen, eval); });
    check(!line.empty(), "no principal variation");

    if constexpr (HashedState<S> && std::equality_comparable<S>) {  // what its evaluation cache needs
        ExactSearch<S, G, E> exact(gen, eval, ExactSearchMemory{});
        check(exact(start, 2).best_move.has_value(), "the exact search found no move");
    }

    EngineOptions options;
    options.tt_mib = 1;
    Engine<S, G, E> engine(options, gen, eval);
    int iterations = 0;
    const auto report = engine.search(start, SearchLimits::to_depth(3), [&](const auto& info) {
        iterations += info.depth > 0;
    });
    check(report.best_move.has_value() && iterations > 0, "the engine found no move");
    SearchLimits limits;
    limits.nodes = 2000;
    limits.time = std::chrono::milliseconds(200);
    options.threads = 2;
    engine.set_options(options);
    engine.new_game();
    check(engine.search(start, limits).best_move.has_value(), "the engine on two threads found no move");
    check(!to_string(engine.features()).empty(), "no features");

    PnsLimits pns_limits = PnsLimits::for_expansions(300);
    pns_limits.max_tree_nodes = 2000;
    const auto solution = pns_solve(start, gen, pns_limits);
    check(solution.expansions <= 300 && solution.tree_nodes <= 2000, "proof-number search passed its limits");
    check(prove_win(start, gen, opponent(start.side_to_move()), pns_limits).proof != Proof::proven,
          "proof-number search proved that the side not to move wins at the start");

    Mcts<S, G> mcts(quick_mcts(), gen);
    const auto searched = mcts.search(start, MctsLimits::for_iterations(200));
    check(searched.best_move.has_value(), "MCTS found no move");
    check(searched.lines == searched.lines, "MCTS's lines are not equal to themselves");  // MctsLine's ==
    MctsOptions two_trees = quick_mcts();
    two_trees.threads = 2;
    Mcts<S, G> parallel_mcts(two_trees, gen);
    check(parallel_mcts.search(start, MctsLimits::for_iterations(200)).best_move.has_value(), "MCTS on two threads found no move");
    // A search among some root moves (the last alone: UCI's searchmoves), on one tree and on two.
    const auto root_moves = moves_of(gen, start);
    const std::vector<typename S::move_type> last{root_moves[root_moves.size() - 1]};
    check(mcts.search(start, MctsLimits::for_iterations(100), last).best_move == last.front() &&
              parallel_mcts.search(start, MctsLimits::for_iterations(100), last, [](const auto&) {}).best_move == last.front(),
          "MCTS among one root move played another");
    const auto pns_among = pns_solve(start, gen, pns_limits, last);
    const auto proof_among = prove_win(start, gen, pns_limits, last);
    check(pns_among.move.value_or(last.front()) == last.front() && proof_among.move.value_or(last.front()) == last.front(),
          "proof-number search among one root move named another");
    MctsOptions cut = quick_mcts();
    cut.cutoff_plies = 4;
    Mcts<S, G, E> mcts_cutoff(cut, gen, eval);
    check(mcts_cutoff.search(start, MctsLimits::for_iterations(100), [](const auto&) {}).best_move.has_value(),
          "MCTS with cut-offs found no move");
}

/// The arena: agents of every kind, a game, tournaments, Elo and the SPRT.
template <class S, class G, class E>
void arena(const S& start, const G& gen, const E& eval) {
    const auto make_agents = [&] {
        std::vector<Agent<S>> agents;
        agents.push_back(minimax_agent<S, G, E>("minimax-1", 1, gen, eval));
        agents.push_back(alphabeta_agent<S, G, E>("alphabeta-2", 2, gen, eval));
        EngineOptions options;
        options.tt_mib = 1;
        agents.push_back(engine_agent<S, G, E>("engine", options, SearchLimits::to_depth(2), gen, eval));
        agents.push_back(mcts_agent<S, G>("mcts", quick_mcts(), MctsLimits::for_iterations(50), gen));
        agents.push_back(random_agent<S, G>(7, gen));
        return agents;
    };
    const auto agents = make_agents();
    const auto record = play_game(start, agents[1], agents[4], 6);
    S replayed = start;
    for (const auto& turn : record.moves) replayed = after_turn(replayed, turn);
    check(record.moves.size() <= 12 && (is_over(replayed.outcome()) || record.end != GameEnd::rules),
          "the game did not end as recorded");

    const auto openings = random_openings(start, 2, 2, 42, gen);
    const auto result = round_robin(agents, openings, 3);
    const auto concurrent = concurrent_round_robin<S>(make_agents, openings, 3, 2);
    check(result.games.size() == concurrent.games.size(), "the tournaments played different numbers of games");
    for (const auto& standing : result.standings) {
        const auto elo = estimate_elo(standing.score);
        check(elo.low <= elo.high, "an Elo interval is upside down");
    }
    const Sprt sprt;
    check(!to_string(sprt.verdict(result.standings.front().score)).empty(), "no SPRT verdict");
    check(sprt.lower_bound() < sprt.upper_bound(), "the SPRT's bounds are upside down");
}

/// The conformance kit with a game's notation.
template <class S, class G>
void conformance(const S& start, const G& gen, testing::ConformanceOptions<S> options) {
    options.games = 5;
    options.max_plies = 20;
    const auto r = testing::check_conformance(start, gen, options);
    check(r.ok(), r.failure.c_str());
    check(!r.summary().empty(), "no conformance summary");
}

void congo_game() {
    using namespace gametree::congo;
    const auto start = parse_fen(start_fen);
    check(start.has_value(), "the Congo start FEN was refused");
    check(to_fen(*start) == start_fen, "the Congo FEN does not read back");
    check(!parse_fen("gmelecz/ppppppp/7 w").has_value(), "a broken FEN was accepted");
    check(!check_move_syntax("e3e4").has_value(), "the syntax of e3e4 was refused");
    const auto move = parse_move(*start, "a2a3");
    check(move.has_value() && to_string(*move) == "a2a3", "a2a3 does not read back");
    check(!legal_moves_text(*start).empty() && !render_board(*start).empty() &&
              !render_board(*start, Charset::ascii).empty(),
          "no Congo text");
    check(!result_with_reason(*start).empty() || end_reason(*start).empty(), "no Congo result");
    const Position course = start_position(Rules::wits2021);

    searches(*start, MoveGenerator{}, StrongEvaluator{}, "congo, StrongEvaluator");
    searches(course, MoveGenerator{}, MaterialEvaluator{course_piece_values}, "congo, course rules, MaterialEvaluator");
    check(alphabeta(*start, 2, MoveGenerator{}, CourseAdvancedEvaluator{}).best_move.has_value() &&
              alphabeta(*start, 2, MoveGenerator{}, FastCourseAdvancedEvaluator{}).best_move.has_value(),
          "the course's advanced evaluators found no move");
    arena(*start, MoveGenerator{}, StrongEvaluator{});

    // The engine with the strong evaluation and the endgame tablebases, on a lion and pawn endgame.
    const auto endgame = parse_fen("4l2/6P/7/7/7/7/4L2 w 18");
    check(endgame.has_value(), "the endgame FEN was refused");
    EngineOptions options;
    options.tt_mib = 1;
    Engine<Position, MoveGenerator, StrongEvaluator, EndgameTablebases> engine(options);
    SearchLimits limits = SearchLimits::to_depth(4);
    limits.time = std::chrono::milliseconds(500);
    const auto report = engine.search(*endgame, limits, [](const auto&) {});
    check(report.best_move.has_value(), "the Congo engine found no move");
    check(engine.tablebase().probe(*endgame).has_value(), "the tablebase does not cover lion and pawn");
    check(engine.tablebase().tables_built() > 0, "no table built");
    // The tables of four pieces (LionsPairEndgame), instantiated: a probe of five pieces, which builds
    // nothing at run time (a table of four takes seconds at -O0; tablebase_test builds them).
    const auto five = parse_fen("4l2/2e4/7/7/7/2G4/1PL4 w 1");
    check(five.has_value(), "the five pieces' FEN was refused");
    const EndgameTablebases four(Rules::standard, TablebasePieces::four);
    check(!four.probe(*five).has_value() && four.build(*five) == 0 && four.tables_built() == 0,
          "the tablebases of four covered five pieces");
    // The proof searches with a tablebase (and extend_by_tablebase, for a proof's line): a few expansions.
    const auto by_pns = pns_solve(*five, MoveGenerator{}, four, PnsLimits::for_expansions(50));
    const auto by_dfpn = dfpn_solve(*five, MoveGenerator{}, four, DfpnLimits::for_expansions(50));
    check(by_pns.expansions > 0 && by_dfpn.expansions > 0, "the proof searches with a tablebase expanded nothing");

    // The Congo agents.
    std::vector<CongoAgent> agents;
    agents.push_back(course_minimax_agent(1));
    agents.push_back(course_alphabeta_agent(2));
    agents.push_back(congo::engine_agent("engine", options, SearchLimits::to_depth(2)));
    const auto variant = mcts_variant("mcts-cutoff");
    check(variant.has_value() && !mcts_variant("none").has_value(), "the MCTS variants are not as named");
    agents.push_back(congo::mcts_agent("mcts", *variant, MctsLimits::for_iterations(50)));
    agents.push_back(congo::random_agent(3));
    check(play_game(*start, agents[2], agents[3], 4).moves.size() <= 8, "a game too long");

    testing::ConformanceOptions<Position> kit;
    kit.to_text = [](const Move& m) { return to_string(m); };
    kit.parse = [](const Position& pos, std::string_view text) { return parse_move(pos, text); };
    kit.print_state = [](const Position& pos) { return to_fen(pos); };
    conformance(*start, MoveGenerator{}, kit);
}

void chess_simulator_game() {
    using namespace gametree::chess_simulator;
    const Position start(standard_board());
    const std::string text = render(start.board());
    const auto board = parse_board(text);
    check(board.has_value() && render(*board) == text, "the simulator's board does not read back");
    const auto c960 = chess960_board(chess960::standard_number);
    check(c960.has_value(), "no Chess960 board");
    const auto arrangement = chess960::arrangement_of(chess960::standard_number);
    check(arrangement.has_value() && chess960::to_string(*arrangement) == "RNBQKBNR", "position 518 is not the standard one");
    check(board_of(*arrangement) == standard_board(), "board_of differs from the standard board");
    const auto number = chess960::number_of(std::string_view("RNBQKBNR"));
    check(number.has_value() && *number == chess960::standard_number, "RNBQKBNR is not 518");
    check(chess960::parse_arrangement("RNBQKBNR").has_value() && chess960::arrangement_of(std::string_view("518")).has_value() &&
              !chess960::to_symbols(*arrangement).empty() && !chess960::arrangement_of(960).has_value(),
          "Chess960 text");
    const auto from = parse_square("e2");
    check(from.has_value() && to_string(*from) == "e2", "e2 does not read back");
    check(read_square("e4").has_value() && read_piece(std::string(name(start.board().piece_at(*from)))).has_value(),
          "the simulator's notation refused e4 or a piece");
    const auto move = parse_move(start.board(), name(start.board().piece_at(*from)), "e3");  // one step
    check(move.has_value() && to_string(*move) == "e2e3", "e2e3 does not read back");
    check(move.has_value() && !piece_move_text(start.board(), *move).empty() &&
              !square_list(start.board().occupied()).empty(),
          "no simulator text");

    searches(start, MoveGenerator{}, MaterialEvaluator{}, "chess simulator");
    arena(start, MoveGenerator{}, MaterialEvaluator{});

    testing::ConformanceOptions<Position> kit;
    kit.to_text = [](const Move& m) { return to_string(m); };
    kit.parse = [](const Position& pos, std::string_view t) -> std::optional<Move> {
        const auto square = t.size() == 4 ? parse_square(t.substr(0, 2)) : std::nullopt;
        if (!square || pos.board().piece_at(*square) == Piece::none) return std::nullopt;
        const auto m = parse_move(pos.board(), name(pos.board().piece_at(*square)), t.substr(2));
        if (!m) return std::nullopt;
        return *m;
    };
    kit.print_state = [](const Position& pos) { return render(pos.board()); };
    conformance(start, MoveGenerator{}, kit);
}

void tictactoe_game() {
    using namespace gametree::tictactoe;
    const Position start;
    const auto move = parse_move(start, "b2");
    check(move.has_value() && to_string(*move) == "b2", "b2 does not read back");
    const Position after = start.after(*move);
    const auto board = parse_board(to_board_string(after));
    check(board.has_value() && to_board_string(*board) == to_board_string(after), "the board string does not read back");
    check(!render(after).empty(), "no tic-tac-toe text");

    searches(start, MoveGenerator{}, LineEvaluator{}, "tic-tac-toe");
    arena(start, MoveGenerator{}, LineEvaluator{});

    testing::ConformanceOptions<Position> kit;
    kit.to_text = [](const Move& m) { return to_string(m); };
    kit.parse = [](const Position& pos, std::string_view text) { return parse_move(pos, text); };
    kit.print_state = [](const Position& pos) { return to_board_string(pos); };
    conformance(start, MoveGenerator{}, kit);
}

template <int W, int H>
void connect_four_game(const char* name) {
    using namespace gametree::connect_four;
    using P = Position<W, H>;
    const P start;
    const auto move = parse_move(start, "c");
    check(move.has_value() && to_string(*move) == "c", "c does not read back");
    const auto played = play_moves(start, "ccd");
    check(played.has_value() && !render(*played).empty(), "ccd was refused");
    check(!play_moves<W, H>("c?").has_value(), "a bad column was accepted");

    searches(start, MoveGenerator{}, ThreatEvaluator{}, name);
    arena(start, MoveGenerator{}, ThreatEvaluator{});

    testing::ConformanceOptions<P> kit;
    kit.to_text = [](const Move& m) { return to_string(m); };
    kit.parse = [](const P& pos, std::string_view text) { return parse_move(pos, text); };
    kit.print_state = [](const P& pos) { return render(pos); };
    conformance(start, MoveGenerator{}, kit);
}

template <int N>
void othello_game(const char* name) {
    using namespace gametree::othello;
    using P = Position<N>;
    const P start;
    const std::string text = to_text(start);
    const auto read = parse_position<N>(text);
    check(read.has_value() && to_text(*read) == text, "the Othello position does not read back");
    const auto move = parse_move(start, N == 8 ? "d3" : "c2");
    check(move.has_value(), "the first Othello move was refused");
    check(!line_text(start, std::vector<Move>{*move}).empty() && !render(start).empty(), "no Othello text");

    searches(start, MoveGenerator{}, HeuristicEvaluator{}, name);
    arena(start, MoveGenerator{}, HeuristicEvaluator{});

    testing::ConformanceOptions<P> kit;
    kit.to_text = [](const Move& m) { return to_string(m); };
    kit.parse = [](const P& pos, std::string_view t) { return parse_move(pos, t); };
    kit.print_state = [](const P& pos) { return to_text(pos); };
    conformance(start, MoveGenerator{}, kit);
}

void dice_nim_game() {
    using namespace gametree::dice_nim;
    std::printf("dice nim\n");
    const Position start(12);
    const std::uint64_t nodes = perft(start, 3, MoveGenerator{});
    check(parallel_perft(start, 3, MoveGenerator{}, 2) == nodes, "parallel perft differs from perft");
    ExpectiminimaxOptions options;
    options.depth = 8;
    const auto value = expectiminimax(start.after(Move{3}), MoveGenerator{}, ReachEvaluator{}, options);
    check(value.best_move.has_value() && value.nodes > 0, "expectiminimax found no move");

    Mcts<Position, MoveGenerator> mcts;
    check(mcts.search(start.after(Move{2}), MctsLimits::for_iterations(200)).best_move.has_value(), "MCTS found no move");
    Mcts<Position, MoveGenerator, ReachEvaluator> mcts_cutoff;
    check(mcts_cutoff.search(start.after(Move{2}), MctsLimits::for_iterations(100)).best_move.has_value(),
          "MCTS with an evaluator found no move");

    std::vector<Agent<Position>> agents;
    agents.push_back(mcts_agent<Position, MoveGenerator>("mcts", MctsOptions{}, MctsLimits::for_iterations(50)));
    agents.push_back(random_agent<Position, MoveGenerator>(5));
    const auto result = round_robin(agents, std::vector<Position>{start}, 20);
    check(!result.games.empty(), "no Dice Nim game");
    conformance(start, MoveGenerator{}, testing::ConformanceOptions<Position>{});
}

}  // namespace
}  // namespace strict

int main() {
    strict::congo_game();
    strict::chess_simulator_game();
    strict::tictactoe_game();
    strict::connect_four_game<7, 6>("connect four 7x6");
    strict::connect_four_game<5, 4>("connect four 5x4");
    strict::othello_game<8>("othello 8x8");
    strict::othello_game<6>("othello 6x6");
    strict::dice_nim_game();
    std::printf("strict_warnings: everything instantiated and ran\n");
    return 0;
}
