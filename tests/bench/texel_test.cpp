// Tests of bench/texel/texel.hpp (the mathematics of the Texel tuner) and of its data lines.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "texel/samples.hpp"
#include "texel/texel.hpp"

using namespace bench::texel;

TEST_CASE("texel: the expected result is a logistic curve of the score") {
    CHECK(expected_result(0, 1.0) == doctest::Approx(0.5));
    CHECK(expected_result(400, 1.0) == doctest::Approx(10.0 / 11.0));
    CHECK(expected_result(-400, 1.0) == doctest::Approx(1.0 / 11.0));
    CHECK(expected_result(200, 2.0) == doctest::Approx(expected_result(400, 1.0)));
    CHECK(expected_result(100, 1.0) > expected_result(50, 1.0));
}

TEST_CASE("texel: K is found again from results drawn with a known K") {
    for (const double true_k : {0.5, 1.3, 3.0}) {
        CAPTURE(true_k);
        std::mt19937_64 rng(17);
        std::uniform_real_distribution<double> score(-800, 800);
        std::uniform_real_distribution<double> chance(0, 1);
        std::vector<ScoredResult> data;
        for (int i = 0; i < 40000; ++i) {
            const double s = score(rng);
            data.push_back({s, chance(rng) < expected_result(s, true_k) ? 1.0 : 0.0});
        }
        const double k = fit_k(data);
        CHECK(k == doctest::Approx(true_k).epsilon(0.08));
        // The fit is a minimum: both neighbours are worse.
        CHECK(mean_squared_error(data, k) < mean_squared_error(data, k * 1.2));
        CHECK(mean_squared_error(data, k) < mean_squared_error(data, k / 1.2));
    }
}

TEST_CASE("texel: the local search lowers the loss and finds the minimum of a bowl") {
    // loss = sum (p_i - target_i)^2: the search must walk each parameter to its target by its step.
    const std::vector<int> target{30, -12, 7, 0};
    const auto loss = [&](const std::vector<int>& p) {
        double sum = 0;
        for (std::size_t i = 0; i < p.size(); ++i) sum += (p[i] - target[i]) * (p[i] - target[i]);
        return sum;
    };
    std::vector<int> params{0, 0, 0, 5};
    const double start = loss(params);
    std::vector<double> losses;
    const double end = local_search(params, {3, 1, 1, 0}, loss, 100, [&](const Pass& p) { losses.push_back(p.loss); });
    CHECK(end < start);
    for (std::size_t i = 1; i < losses.size(); ++i) CHECK(losses[i] <= losses[i - 1]);
    CHECK(params[0] == 30);
    CHECK(params[1] == -12);
    CHECK(params[2] == 7);
    CHECK(params[3] == 5);  // step 0: held fixed
    CHECK(end == loss(params));
}

TEST_CASE("texel: the search stops after max_passes") {
    std::vector<int> params{0};
    int passes = 0;
    (void)local_search(params, {1}, [](const std::vector<int>& p) { return -static_cast<double>(p[0]); }, 4,
                       [&](const Pass&) { ++passes; });
    CHECK(passes == 4);
    CHECK(params[0] == 4);
}

TEST_CASE("texel: data lines are read back, and bad lines are named") {
    const auto pos = gametree::congo::parse_fen("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0");
    REQUIRE(pos);
    const std::string path = "texel_test_samples.data";
    {
        std::FILE* f = std::fopen(path.c_str(), "w");
        REQUIRE(f);
        for (const double r : {1.0, 0.5, 0.0}) std::fprintf(f, "%s\n", sample_line({*pos, r}).c_str());
        std::fclose(f);
    }
    std::string error;
    const auto read = read_samples(path, gametree::congo::Rules::standard, error);
    REQUIRE(read);
    REQUIRE(read->size() == 3);
    CHECK((*read)[0].white_result == 1.0);
    CHECK((*read)[1].white_result == 0.5);
    CHECK((*read)[2].white_result == 0.0);
    CHECK((*read)[2].position == *pos);

    for (const char* bad : {"gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0", "gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0;2",
                            "nonsense;1"}) {
        CAPTURE(bad);
        std::FILE* f = std::fopen(path.c_str(), "w");
        REQUIRE(f);
        std::fprintf(f, "%s\n", bad);
        std::fclose(f);
        CHECK_FALSE(read_samples(path, gametree::congo::Rules::standard, error));
        CHECK(error.find(path + ":1: ") == 0);
    }
    CHECK_FALSE(read_samples("no/such/file.data", gametree::congo::Rules::standard, error));
    CHECK(error == "no/such/file.data: cannot be read: No such file or directory");
    std::remove(path.c_str());
}

TEST_CASE("texel: a directory, an endless line and a Windows line end are read safely") {
    using gametree::congo::Rules;
    std::string error;
    // A directory opens, but its reading fails: named, not taken for a file without positions.
    CHECK_FALSE(read_samples(".", Rules::standard, error));
    CHECK(error == ".:1: cannot be read: Is a directory");
    // Input without line ends (`texel_tune /dev/zero`) is refused after a bounded line, not read whole.
    CHECK_FALSE(read_samples("/dev/zero", Rules::standard, error));
    CHECK(error == "/dev/zero:1: longer than 1024 characters; expected FEN;RESULT");

    const std::string path = "texel_test_crlf.data";
    std::FILE* f = std::fopen(path.c_str(), "wb");
    REQUIRE(f);
    std::fputs("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0;1\r\n\r\ngmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0;0.5\r\n", f);
    std::fclose(f);
    const auto read = read_samples(path, Rules::standard, error);
    REQUIRE(read);
    CHECK(read->size() == 2);
    // A result with control bytes is quoted escaped, never passed raw to a terminal.
    f = std::fopen(path.c_str(), "wb");
    REQUIRE(f);
    std::fputs("x;\x1b[31m\n", f);
    std::fclose(f);
    CHECK_FALSE(read_samples(path, Rules::standard, error));
    CHECK(error == path + ":1: the result must be 1, 0.5 or 0, not '\\x1b[31m'");
    std::remove(path.c_str());
}
